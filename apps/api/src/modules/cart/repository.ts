import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { cartItems, products, wishlistItems } from '../../db/schema';

const productColumns = {
  id: products.id,
  name: products.name,
  model: products.model,
  sku: products.sku,
  basePrice: products.price,
  vat: products.vat,
  images: products.images,
  available: products.available,
  stock: products.stock,
};

export function createCartRepository(db: DbOrTx) {
  return {
    async items(userId: number) {
      return db
        .select({ ...productColumns, quantity: cartItems.quantity })
        .from(cartItems)
        .innerJoin(products, eq(products.id, cartItems.productId))
        .where(eq(cartItems.userId, userId))
        .orderBy(asc(cartItems.addedAt), asc(products.id));
    },

    async availableProductIds(ids: number[]): Promise<Set<number>> {
      const rows = await db
        .select({ id: products.id })
        .from(products)
        .where(and(inArray(products.id, ids), eq(products.available, true)));
      return new Set(rows.map((r) => r.id));
    },

    async quantities(userId: number, ids: number[]): Promise<Map<number, number>> {
      const rows = await db
        .select({ id: cartItems.productId, quantity: cartItems.quantity })
        .from(cartItems)
        .where(and(eq(cartItems.userId, userId), inArray(cartItems.productId, ids)));
      return new Map(rows.map((r) => [r.id, r.quantity]));
    },

    /** Adds to what the cart holds; the caller has checked the sum stays within bounds. */
    async add(userId: number, productId: number, quantity: number) {
      await db
        .insert(cartItems)
        .values({ userId, productId, quantity })
        .onConflictDoUpdate({
          target: [cartItems.userId, cartItems.productId],
          set: { quantity: sql`${cartItems.quantity} + ${quantity}` },
        });
    },

    async setQuantity(userId: number, productId: number, quantity: number) {
      const where = and(eq(cartItems.userId, userId), eq(cartItems.productId, productId));
      if (quantity <= 0) await db.delete(cartItems).where(where);
      else await db.update(cartItems).set({ quantity }).where(where);
    },

    async wishlist(userId: number) {
      return db
        .select(productColumns)
        .from(wishlistItems)
        .innerJoin(products, eq(products.id, wishlistItems.productId))
        .where(eq(wishlistItems.userId, userId))
        .orderBy(asc(wishlistItems.addedAt), asc(products.id));
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
