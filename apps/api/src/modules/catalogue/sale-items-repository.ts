import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { products } from '../../db/schema';

const saleItemColumns = {
  id: products.id,
  name: products.name,
  model: products.model,
  sku: products.sku,
  basePrice: products.price,
  vat: products.vat,
  ivaClass: products.ivaClass,
  images: products.images,
  available: products.available,
  stock: products.stock,
};

/** The products a cart, a wishlist or an order holds, as selling them needs them. */
export function createSaleItemsRepository(db: DbOrTx) {
  return {
    async byIds(ids: number[]) {
      if (!ids.length) return [];
      return db.select(saleItemColumns).from(products).where(inArray(products.id, ids));
    },

    /** The products of these codes, whatever their case (codes are unique on lower(sku)). */
    async bySkus(skus: string[]) {
      const keys = [...new Set(skus.map((s) => s.toLowerCase()))];
      if (!keys.length) return [];
      return db
        .select(saleItemColumns)
        .from(products)
        .where(inArray(sql`lower(${products.sku})`, keys));
    },

    async availableIds(ids: number[]): Promise<Set<number>> {
      const rows = await db
        .select({ id: products.id })
        .from(products)
        .where(and(inArray(products.id, ids), eq(products.available, true)));
      return new Set(rows.map((r) => r.id));
    },
  };
}
export type SaleItemsRepository = ReturnType<typeof createSaleItemsRepository>;
export type SaleItem = Awaited<ReturnType<SaleItemsRepository['byIds']>>[number];
