import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { cartItems, wishlistItems } from '../../db/schema';

export function createCartRepository(db: DbOrTx) {
  return {
    /** What the cart holds, in the order it was added. */
    async items(userId: number) {
      return db
        .select({ productId: cartItems.productId, quantity: cartItems.quantity })
        .from(cartItems)
        .where(eq(cartItems.userId, userId))
        .orderBy(asc(cartItems.addedAt), asc(cartItems.productId));
    },

    /**
     * Adds to what the cart holds, in one statement, unless the sum would pass `max`: false then.
     * Simultaneous additions of one product are applied one after the other by the upsert, so
     * none can push the quantity past the bound between a read and a write.
     */
    async add(userId: number, productId: number, quantity: number, max: number): Promise<boolean> {
      // The insert branch has no setWhere: a first addition above the bound would reach the
      // table's CHECK and surface as a 500.
      if (quantity > max) return false;
      const rows = await db
        .insert(cartItems)
        .values({ userId, productId, quantity })
        .onConflictDoUpdate({
          target: [cartItems.userId, cartItems.productId],
          set: { quantity: sql`${cartItems.quantity} + ${quantity}` },
          setWhere: sql`${cartItems.quantity} + ${quantity} <= ${max}`,
        })
        .returning({ productId: cartItems.productId });
      return rows.length > 0;
    },

    /** Takes up to `quantity` units of a product out; answers how many left the cart. */
    async takeOut(userId: number, productId: number, quantity: number): Promise<number> {
      const line = and(eq(cartItems.userId, userId), eq(cartItems.productId, productId));
      const [gone] = await db
        .delete(cartItems)
        .where(and(line, lte(cartItems.quantity, quantity)))
        .returning({ quantity: cartItems.quantity });
      if (gone) return gone.quantity;
      const reduced = await db
        .update(cartItems)
        .set({ quantity: sql`${cartItems.quantity} - ${quantity}` })
        .where(and(line, gt(cartItems.quantity, quantity)))
        .returning({ productId: cartItems.productId });
      return reduced.length ? quantity : 0;
    },

    async isEmpty(userId: number): Promise<boolean> {
      const rows = await db
        .select({ productId: cartItems.productId })
        .from(cartItems)
        .where(eq(cartItems.userId, userId))
        .limit(1);
      return rows.length === 0;
    },

    /** The wished products, in the order they were added. */
    async wishlist(userId: number) {
      return db
        .select({ productId: wishlistItems.productId })
        .from(wishlistItems)
        .where(eq(wishlistItems.userId, userId))
        .orderBy(asc(wishlistItems.addedAt), asc(wishlistItems.productId));
    },

    async addToWishlist(userId: number, productId: number) {
      await db.insert(wishlistItems).values({ userId, productId }).onConflictDoNothing();
    },

    async removeFromWishlist(userId: number, productId: number) {
      await db
        .delete(wishlistItems)
        .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)));
    },
  };
}
export type CartRepository = ReturnType<typeof createCartRepository>;
