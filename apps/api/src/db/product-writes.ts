import { eq, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client';
import { ivaClassOfVat, type IvaClass } from '@shop/shared';
import { brands, categories, products, searchTerms, type ProductImages } from './schema';
import { sanitizeRichText } from '../lib/html';
import { changesSearch, dictionaryTerms, searchFields } from '../lib/search/search-fields';

export interface NewProduct {
  name: string;
  model: string;
  sku: string;
  description: string;
  caracteristics: string[];
  price: number;
  /** The class's nominal rate (nominalVatOf), kept in step with `ivaClass`. */
  vat: number;
  /** Optional for the seed and old callers: the class the fraction means (ivaClassOfVat). */
  ivaClass?: IvaClass;
  stock: number;
  minimumStock?: number;
  brandId: number;
  categoryId: number;
  subcategoryId?: number | null;
  available?: boolean;
  dataSheetURL?: string | null;
  images: ProductImages;
  createdAt?: Date;
}

/** Inserts products with sanitized descriptions and their search columns, in batches; answers their ids. */
export async function insertProducts(db: DbOrTx, rows: NewProduct[]): Promise<number[]> {
  if (!rows.length) return [];
  const brandIds = [...new Set(rows.map((r) => r.brandId))];
  const categoryIds = [
    ...new Set(rows.flatMap((r) => [r.categoryId, r.subcategoryId ?? r.categoryId])),
  ];
  const brandNames = new Map(
    (
      await db
        .select({ id: brands.id, name: brands.name })
        .from(brands)
        .where(inArray(brands.id, brandIds))
    ).map((b) => [b.id, b.name]),
  );
  const categoryNames = new Map(
    (
      await db
        .select({ id: categories.id, name: categories.name })
        .from(categories)
        .where(inArray(categories.id, categoryIds))
    ).map((c) => [c.id, c.name]),
  );
  const values = rows.map((r) => ({
    ...r,
    ivaClass: r.ivaClass ?? ivaClassOfVat(r.vat) ?? 'GENERAL',
    system: r.name,
    description: sanitizeRichText(r.description),
    ...searchFields({
      name: r.name,
      model: r.model,
      sku: r.sku,
      brandName: brandNames.get(r.brandId) ?? '',
      categoryNames: [r.categoryId, r.subcategoryId].flatMap((id) =>
        id ? [categoryNames.get(id) ?? ''] : [],
      ),
      caracteristics: r.caracteristics,
    }),
  }));
  const ids: number[] = [];
  for (let i = 0; i < values.length; i += 500) {
    const inserted = await db
      .insert(products)
      .values(values.slice(i, i + 500))
      .returning({ id: products.id });
    ids.push(...inserted.map((r) => r.id));
  }
  await addSearchTerms(
    db,
    rows.flatMap((r) => dictionaryTerms({ ...r, brandName: brandNames.get(r.brandId) ?? '' })),
  );
  return ids;
}

async function addSearchTerms(db: DbOrTx, words: string[]): Promise<void> {
  const terms = [...new Set(words)];
  for (let i = 0; i < terms.length; i += 1000) {
    await db
      .insert(searchTerms)
      .values(terms.slice(i, i + 1000).map((term) => ({ term })))
      .onConflictDoNothing();
  }
}

/** The fields of a product an update may change, as stored (brand and categories by id). */
export type ProductChanges = Partial<Omit<NewProduct, 'createdAt'>>;

/**
 * Writes the changed fields of one product: the description sanitized, `system` following the
 * name, `updatedAt` bumped, and the search columns derived again from the whole product when a
 * field they read changed (name, model, SKU, brand, categories, characteristics).
 */
export async function updateProduct(
  db: DbOrTx,
  id: number,
  changes: ProductChanges,
  merged: Omit<NewProduct, 'createdAt'>,
): Promise<void> {
  let search = {};
  if (changesSearch(changes)) {
    const [brand] = await db
      .select({ name: brands.name })
      .from(brands)
      .where(eq(brands.id, merged.brandId));
    const categoryIds = [merged.categoryId, merged.subcategoryId ?? merged.categoryId];
    const names = new Map(
      (
        await db
          .select({ id: categories.id, name: categories.name })
          .from(categories)
          .where(inArray(categories.id, categoryIds))
      ).map((c) => [c.id, c.name]),
    );
    const source = { ...merged, brandName: brand?.name ?? '' };
    search = searchFields({
      ...source,
      categoryNames: [merged.categoryId, merged.subcategoryId].flatMap((c) =>
        c ? [names.get(c) ?? ''] : [],
      ),
    });
    await addSearchTerms(db, dictionaryTerms(source));
  }
  await db
    .update(products)
    .set({
      ...changes,
      ...(changes.name !== undefined ? { system: changes.name } : {}),
      ...(changes.description !== undefined
        ? { description: sanitizeRichText(changes.description) }
        : {}),
      ...search,
      updatedAt: new Date(),
    })
    .where(eq(products.id, id));
}

const subcategories = alias(categories, 'subcategories');

/**
 * Derives the search text again for the products `where` picks, from the names as stored now: a
 * renamed brand or category is then found by its new name and no longer by the old.
 */
export async function refreshSearchText(db: DbOrTx, where: SQL | undefined): Promise<void> {
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      model: products.model,
      sku: products.sku,
      caracteristics: products.caracteristics,
      brandName: brands.name,
      category: categories.name,
      subcategory: subcategories.name,
    })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(subcategories, eq(subcategories.id, products.subcategoryId))
    .where(where);
  for (const row of rows) {
    const { searchText } = searchFields({
      ...row,
      categoryNames: [row.category, ...(row.subcategory ? [row.subcategory] : [])],
    });
    await db.update(products).set({ searchText }).where(eq(products.id, row.id));
  }
}
