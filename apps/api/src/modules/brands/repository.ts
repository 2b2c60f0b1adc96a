import { asc, count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { refreshSearchText } from '../../db/product-writes';
import { brands, products, searchTerms } from '../../db/schema';
import { dictionaryTerms } from '../../lib/search/search-fields';

const detailColumns = {
  id: brands.id,
  name: brands.name,
  title: brands.title,
  description: brands.description,
  logo: brands.logo,
};
export interface BrandRow {
  id: number;
  name: string;
  title: string;
  description: string;
  logo: string | null;
}

export function createBrandRepository(db: DbOrTx) {
  return {
    list() {
      return db.select({ id: brands.id, name: brands.name }).from(brands).orderBy(asc(brands.name));
    },
    async find(id: number): Promise<BrandRow | undefined> {
      const [row] = await db.select(detailColumns).from(brands).where(eq(brands.id, id));
      return row;
    },

    /** Every brand with how many products use it (one grouped count, no query per brand). */
    listForAdmin() {
      return db
        .select({ ...detailColumns, products: count(products.id) })
        .from(brands)
        .leftJoin(products, eq(products.brandId, brands.id))
        .groupBy(brands.id);
    },

    /** Locks the row: no product can be given the brand while it is being changed or deleted. */
    async findForUpdate(id: number): Promise<BrandRow | undefined> {
      const [row] = await db
        .select(detailColumns)
        .from(brands)
        .where(eq(brands.id, id))
        .for('update');
      return row;
    },

    /** Another brand whose name differs only in case. */
    async sameName(name: string, exceptId = 0) {
      const [row] = await db
        .select({ id: brands.id })
        .from(brands)
        .where(sql`lower(${brands.name}) = lower(${name}) and ${brands.id} <> ${exceptId}`);
      return row;
    },

    async insert(values: Omit<BrandRow, 'id'>): Promise<BrandRow> {
      const [row] = await db.insert(brands).values(values).returning(detailColumns);
      return row!;
    },

    async update(id: number, values: Partial<Omit<BrandRow, 'id'>>): Promise<BrandRow> {
      const [row] = await db
        .update(brands)
        .set(values)
        .where(eq(brands.id, id))
        .returning(detailColumns);
      return row!;
    },

    async productCount(id: number): Promise<number> {
      const [row] = await db.select({ n: count() }).from(products).where(eq(products.brandId, id));
      return row?.n ?? 0;
    },

    /** After a rename, the brand's products are found by the new name (and no longer by the old). */
    async refreshSearchText(id: number, brandName: string): Promise<void> {
      await refreshSearchText(db, eq(products.brandId, id));
      // Typo correction may suggest the new name's words.
      const terms = dictionaryTerms({ name: '', model: '', brandName });
      if (terms.length)
        await db
          .insert(searchTerms)
          .values(terms.map((term) => ({ term })))
          .onConflictDoNothing();
    },

    async remove(id: number): Promise<void> {
      await db.delete(brands).where(eq(brands.id, id));
    },
  };
}
export type BrandRepository = ReturnType<typeof createBrandRepository>;
