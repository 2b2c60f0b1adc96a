import { and, asc, count, desc, eq, max, sql } from 'drizzle-orm';
import type { Db } from '../apps/api/src/db/client';
import { categories, products } from '../apps/api/src/db/schema';

export interface CatalogueIds {
  /** The level-1 category with the most available products: the heaviest category page. */
  category: { id: number; name: string; products: number };
  /** Available products spread over the whole catalogue, for the product page row. */
  productIds: number[];
}

export async function findCatalogueIds(db: Db, spread = 1_000): Promise<CatalogueIds> {
  const [category] = await db
    .select({ id: categories.id, name: categories.name, products: count() })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(products.available, true), eq(categories.level, 1)))
    .groupBy(categories.id, categories.name)
    .orderBy(desc(count()), asc(categories.id))
    .limit(1);
  const [last] = await db.select({ id: max(products.id) }).from(products);
  const step = Math.max(1, Math.floor((last?.id ?? 0) / spread));
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.available, true), sql`${products.id} % ${step} = 0`))
    .orderBy(asc(products.id));
  const productIds = rows.map((r) => r.id);
  if (!category || productIds.length === 0) throw new Error('El catálogo está vacío');
  return { category, productIds };
}
