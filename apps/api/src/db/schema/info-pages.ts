import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The shop's information pages; `body` is HTML, sanitized when written. */
export const infoPages = pgTable('info_pages', {
  slug: text().primaryKey(),
  title: text().notNull(),
  body: text().notNull(),
  position: integer().notNull().default(0),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
