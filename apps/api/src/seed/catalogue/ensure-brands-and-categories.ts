import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { brands, categories } from '../../db/schema';
import { DEMO_BRANDS } from './brands';
import type { CatalogueIds } from './catalogue-ids';
import { DEMO_CATEGORIES } from './categories';
import { imageUrl } from './images';

/**
 * The demo brands and category tree, created where missing and reused where they exist, with
 * their ids by name. Safe to call on every seed and before generating synthetic products.
 */
export async function ensureDemoBrandsAndCategories(db: DbOrTx): Promise<CatalogueIds> {
  return { brands: await ensureBrands(db), categories: await ensureCategories(db) };
}

async function ensureBrands(db: DbOrTx): Promise<Map<string, number>> {
  await db
    .insert(brands)
    .values(DEMO_BRANDS.map((b) => ({ ...b, logo: imageUrl('product', b.logo) })))
    .onConflictDoNothing({ target: brands.name });
  const rows = await db
    .select({ id: brands.id, name: brands.name })
    .from(brands)
    .where(inArray(brands.name, [...DEMO_BRANDS.map((b) => b.name)]));
  return new Map(rows.map((r) => [r.name, r.id]));
}

/** Level-1 names are unique among level 1, level-2 names among the whole demo tree. */
async function ensureCategories(db: DbOrTx): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const top of DEMO_CATEGORIES) {
    const parentId = await findOrCreateCategory(db, top.name, null);
    ids.set(top.name, parentId);
    for (const sub of top.subcategories) {
      ids.set(sub, await findOrCreateCategory(db, sub, parentId));
    }
  }
  return ids;
}

async function findOrCreateCategory(
  db: DbOrTx,
  name: string,
  parentId: number | null,
): Promise<number> {
  const [found] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(
      and(
        eq(categories.name, name),
        parentId === null
          ? isNull(categories.parentCategoryId)
          : eq(categories.parentCategoryId, parentId),
      ),
    );
  if (found) return found.id;
  const [created] = await db
    .insert(categories)
    .values({ name, level: parentId === null ? 1 : 2, parentCategoryId: parentId })
    .returning({ id: categories.id });
  return created!.id;
}
