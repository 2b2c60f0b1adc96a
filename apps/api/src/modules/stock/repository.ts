import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { products } from '../../db/schema';

/** The stock column of products; build it on the transaction that sells or cancels. */
export function createStockRepository(db: DbOrTx) {
  return {
    /**
     * Takes `quantity` units of a product when that many are left, in one UPDATE so concurrent
     * orders cannot both take the last ones; false when there are not enough.
     */
    async take(productId: number, quantity: number): Promise<boolean> {
      const taken = await db
        .update(products)
        .set({ stock: sql`${products.stock} - ${quantity}`, updatedAt: new Date() })
        .where(and(eq(products.id, productId), gte(products.stock, quantity)))
        .returning({ id: products.id });
      return taken.length > 0;
    },

    /** Whether any of these products has no units left. */
    async anySoldOut(productIds: number[]): Promise<boolean> {
      const out = await db
        .select({ id: products.id })
        .from(products)
        .where(and(inArray(products.id, productIds), lte(products.stock, 0)))
        .limit(1);
      return out.length > 0;
    },

    /** The units in stock of these products; a missing id has no row. */
    async units(productIds: number[]): Promise<{ id: number; stock: number }[]> {
      return db
        .select({ id: products.id, stock: products.stock })
        .from(products)
        .where(inArray(products.id, productIds));
    },

    async giveBack(productId: number, quantity: number): Promise<void> {
      await db
        .update(products)
        .set({ stock: sql`${products.stock} + ${quantity}`, updatedAt: new Date() })
        .where(eq(products.id, productId));
    },
  };
}
export type StockRepository = ReturnType<typeof createStockRepository>;
