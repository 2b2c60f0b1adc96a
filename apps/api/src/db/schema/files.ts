import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * RUT documents. They are uploaded before the account exists (docs/architecture.md, "Contract: states and transitions"), so a row starts
 * unclaimed and registration claims it; unclaimed rows are the ones a clean-up may remove.
 */
export const rutFiles = pgTable(
  'rut_files',
  {
    id: uuid().primaryKey(),
    storageKey: text().notNull(),
    sizeBytes: integer().notNull(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    uploadedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rut_files_user_id_idx').on(t.userId)],
);

/**
 * Product images uploaded through the dashboard (POST /api/files/product). `name` is the
 * server-made file name (`<uuid>.<ext>`), stored under `product/<name>`; it is never rewritten,
 * which is what lets the image be cached for a year. The images seeded with the demo catalogue
 * are not listed here.
 */
export const productImages = pgTable(
  'product_images',
  {
    name: text().primaryKey(),
    contentType: text().notNull(),
    sizeBytes: integer().notNull(),
    uploadedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('product_images_created_at_idx').on(t.createdAt.desc(), t.name)],
);
