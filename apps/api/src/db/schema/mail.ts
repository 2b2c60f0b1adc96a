import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

export const MAIL_STATUSES = ['PENDING', 'SENDING', 'SENT', 'NOT_CONFIGURED', 'FAILED'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/**
 * The transactional outbox: every mail is written here in the transaction of the fact it announces,
 * and a worker sends it. It stays as the audit trail, and the inbox when no SMTP is set.
 */
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
    attempts: integer().notNull().default(0),
    /** PENDING: when the next try is due. SENDING: when the claim lapses (its worker died). */
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'mail_outbox_status_check',
      sql`${t.status} in ('PENDING', 'SENDING', 'SENT', 'NOT_CONFIGURED', 'FAILED')`,
    ),
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} in ('PENDING', 'SENDING')`),
  ],
);
