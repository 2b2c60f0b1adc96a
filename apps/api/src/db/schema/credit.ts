import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { CREDIT_LINE_STATUSES, CREDIT_TERMS } from '@shop/shared';
import { orders } from './orders';
import { inList } from './sql-list';
import { users } from './users';

/**
 * A company's credit line (docs/payments.md, "Company credit"): one per company, granted, changed
 * and suspended by staff, never deleted. An order on credit locks its row (FOR UPDATE) while it
 * checks what the company owes against `creditLimit`, so two orders cannot both take the last cupo.
 */
export const creditLines = pgTable(
  'credit_lines',
  {
    userId: integer()
      .primaryKey()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** Whole pesos the company may owe at once. */
    creditLimit: bigint({ mode: 'number' }).notNull(),
    /** Days from the order's Bogotá day to its due date. */
    termDays: smallint().notNull(),
    status: text({ enum: CREDIT_LINE_STATUSES }).notNull().default('ACTIVE'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Who granted or last changed it. */
    updatedBy: integer().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('credit_lines_limit_check', sql`${t.creditLimit} > 0`),
    check('credit_lines_term_check', sql`${t.termDays} in (${inList(CREDIT_TERMS)})`),
    check('credit_lines_status_check', sql`${t.status} in (${inList(CREDIT_LINE_STATUSES)})`),
  ],
);

export const CREDIT_REMINDER_KINDS = ['DUE_SOON', 'OVERDUE'] as const;
export type CreditReminderKind = (typeof CREDIT_REMINDER_KINDS)[number];

/**
 * The reminders mailed about an order on credit: one row per (order, kind), whose primary key lets
 * one process claim each mail, however many sweeps run at once.
 */
export const creditReminders = pgTable(
  'credit_reminders',
  {
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    kind: text({ enum: CREDIT_REMINDER_KINDS }).notNull(),
    sentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.kind] }),
    check('credit_reminders_kind_check', sql`${t.kind} in (${inList(CREDIT_REMINDER_KINDS)})`),
  ],
);
