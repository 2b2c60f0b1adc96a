import {
  customerUnitPrice,
  MAX_QUANTITY,
  subtotalOf,
  type Cart,
  type CartItemsInput,
  type SessionUser,
  type Wishlist,
} from '@shop/shared';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import { extraFractionFor } from '../config/extra-percentage';
import { createCartRepository } from './repository';

const TOO_MANY = `La cantidad máxima por producto en el carrito es ${MAX_QUANTITY.toLocaleString('es-CO')}.`;

/** Repeated products in one request count once, with their quantities summed (spec: merge by product). */
function merge(items: CartItemsInput['items']): Map<number, number> {
  const merged = new Map<number, number>();
  for (const { productId, quantity } of items)
    merged.set(productId, (merged.get(productId) ?? 0) + quantity);
  return merged;
}

/** The cart and the wishlist of a signed-in customer, priced for their client type. */
export function createCartService(db: Db) {
  const repo = createCartRepository(db);

  const cartOf = async (user: SessionUser): Promise<Cart> => {
    const extraFraction = await extraFractionFor(db, user.clientType);
    const items = (await repo.items(user.id)).map(({ basePrice, ...item }) => ({
      ...item,
      price: customerUnitPrice(basePrice, extraFraction),
    }));
    const subtotal = subtotalOf(items.map((i) => ({ unitPrice: i.price, quantity: i.quantity })));
    return { items, subtotal };
  };

  return {
    get: cartOf,

    async add(user: SessionUser, input: CartItemsInput): Promise<Cart> {
      const wanted = merge(input.items);
      const ids = [...wanted.keys()];
      const available = await repo.availableProductIds(ids);
      const missing = ids.find((id) => !available.has(id));
      if (missing !== undefined) {
        throw new AppError(
          400,
          'PRODUCT_UNAVAILABLE',
          `El producto ${missing} no existe o no está disponible para la venta.`,
        );
      }
      await db.transaction(async (tx) => {
        const txRepo = createCartRepository(tx);
        const current = await txRepo.quantities(user.id, ids);
        if (ids.some((id) => (current.get(id) ?? 0) + wanted.get(id)! > MAX_QUANTITY)) {
          throw new AppError(400, 'VALIDATION_ERROR', TOO_MANY);
        }
        for (const [id, quantity] of wanted) await txRepo.add(user.id, id, quantity);
      });
      return cartOf(user);
    },

    /** Takes quantities out; a product whose quantity reaches zero leaves the cart. */
    async remove(user: SessionUser, input: CartItemsInput): Promise<Cart> {
      const wanted = merge(input.items);
      await db.transaction(async (tx) => {
        const txRepo = createCartRepository(tx);
        const current = await txRepo.quantities(user.id, [...wanted.keys()]);
        for (const [id, quantity] of wanted) {
          const held = current.get(id);
          if (held !== undefined) await txRepo.setQuantity(user.id, id, held - quantity);
        }
      });
      return cartOf(user);
    },

    async wishlist(user: SessionUser): Promise<Wishlist> {
      const extraFraction = await extraFractionFor(db, user.clientType);
      const rows = await repo.wishlist(user.id);
      return {
        products: rows.map((p) => ({
          id: p.id,
          name: p.name,
          model: p.model,
          price: customerUnitPrice(p.basePrice, extraFraction),
          vat: p.vat,
          images: p.images,
          available: p.available,
          inStock: p.stock > 0,
        })),
      };
    },

    async addToWishlist(user: SessionUser, productId: number): Promise<void> {
      if (!(await repo.availableProductIds([productId])).has(productId)) {
        throw notFound('No encontramos el producto solicitado.');
      }
      await repo.addToWishlist(user.id, productId);
    },

    async removeFromWishlist(user: SessionUser, productId: number): Promise<void> {
      await repo.removeFromWishlist(user.id, productId);
    },
  };
}
export type CartService = ReturnType<typeof createCartService>;
