import { check, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

export const MAIL_STATUSES = ['SENT', 'NOT_CONFIGURED', 'FAILED'] as const;

/** Every mail the shop writes, sent or not: the audit trail, and the inbox when no SMTP is set. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial().primaryKey(),
    kind: text().notNull(),
    to: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text().notNull(),
    status: text({ enum: MAIL_STATUSES }).notNull(),
    error: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('mail_outbox_status_check', sql`${t.status} in ('SENT', 'NOT_CONFIGURED', 'FAILED')`),
  ],
);
