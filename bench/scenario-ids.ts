import { and, eq } from 'drizzle-orm';
import type { Db } from '../apps/api/src/db/client';
import { brands, categories } from '../apps/api/src/db/schema';

/** The brand and the subcategory the listing scenarios filter by: among the largest of each. */
export async function findIds(db: Db): Promise<{ brand: number; subcategory: number }> {
  const [brand] = await db
    .select({ id: brands.id })
    .from(brands)
    .where(eq(brands.name, 'Ubiquiti'));
  const [subcategory] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.name, 'Switches'), eq(categories.level, 2)));
  if (!brand || !subcategory) throw new Error('Falta la marca Ubiquiti o la subcategoría Switches');
  return { brand: brand.id, subcategory: subcategory.id };
}
