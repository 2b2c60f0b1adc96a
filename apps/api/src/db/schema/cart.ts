import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { products } from './catalogue';
import { users } from './users';

/** A customer's cart: one row per product, kept across sessions and devices. */
export const cartItems = pgTable(
  'cart_items',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer().notNull(),
    addedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    check('cart_items_quantity_check', sql`${t.quantity} between 1 and 10000`),
  ],
);

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    addedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    index('wishlist_items_product_idx').on(t.productId),
  ],
);
