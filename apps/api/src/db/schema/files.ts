import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * RUT documents. They are uploaded before the account exists (spec §4), so a row starts
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
