import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import {
  ATTEMPT_STATUSES,
  RECEIVED_PAYMENT_SOURCES,
  REFUND_STATUSES,
  WOMPI_ENVIRONMENTS,
} from '@shop/shared';
import { orders } from './orders';
import { users } from './users';
import { inList } from './sql-list';

/**
 * One attempt to pay an order online: our own reference (unique, what the gateway's checkout is
 * signed with) and the amount in cents, both fixed when the customer is sent to pay. A declined
 * attempt stays as it was; trying again makes a new attempt with a new reference.
 */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    reference: text().notNull().unique(),
    amountInCents: bigint({ mode: 'number' }).notNull(),
    currency: text().notNull().default('COP'),
    environment: text({ enum: WOMPI_ENVIRONMENTS }).notNull(),
    status: text({ enum: ATTEMPT_STATUSES }).notNull().default('CREATED'),
    /** The gateway's transaction, once one is known (from the return, an event or a lookup). */
    transactionId: text().unique(),
    method: text(),
    statusMessage: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The last time the reconciliation asked the gateway about it. */
    checkedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('payment_attempts_order_idx').on(t.orderId, t.createdAt),
    // The reconciliation reads the attempts still open, oldest first.
    index('payment_attempts_open_idx')
      .on(t.createdAt)
      .where(sql`${t.status} in ('CREATED', 'PENDING')`),
    check('payment_attempts_status_check', sql`${t.status} in (${inList(ATTEMPT_STATUSES)})`),
    check('payment_attempts_amount_check', sql`${t.amountInCents} > 0`),
  ],
);

/**
 * Every event the gateway posted, stored as it arrived before anything is checked, with what was
 * done with it: the record of what the gateway said, whatever our code made of it.
 */
export const gatewayEvents = pgTable(
  'gateway_events',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    body: text().notNull(),
    /** APPLIED, DUPLICATE, UNKNOWN_REFERENCE, BAD_CHECKSUM, MISMATCH, MALFORMED, IGNORED. */
    outcome: text(),
    transactionId: text(),
    status: text(),
  },
  (t) => [index('gateway_events_transaction_idx').on(t.transactionId)],
);

/**
 * The one row per (transaction, status) that was applied: an event delivered five times, or to
 * two processes at once, changes the order once, because only one insert wins.
 */
export const paymentTransitions = pgTable(
  'payment_transitions',
  {
    transactionId: text().notNull(),
    status: text({ enum: ATTEMPT_STATUSES }).notNull(),
    attemptId: integer()
      .notNull()
      .references(() => paymentAttempts.id, { onDelete: 'restrict' }),
    /** event, return, reconciliation or void: which path saw it first. */
    source: text().notNull(),
    appliedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.transactionId, t.status] })],
);

/** Money received against an order, whole pesos; `orders.amount_paid` is their sum. */
export const paymentsReceived = pgTable(
  'payments_received',
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    source: text({ enum: RECEIVED_PAYMENT_SOURCES }).notNull(),
    amount: bigint({ mode: 'number' }).notNull(),
    /** The Bogotá day the money arrived. */
    receivedOn: date({ mode: 'string' }).notNull(),
    attemptId: integer().references(() => paymentAttempts.id, { onDelete: 'restrict' }),
    /** Staff who recorded or confirmed it; null for the gateway. */
    recordedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    note: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payments_received_order_idx').on(t.orderId),
    check('payments_received_amount_check', sql`${t.amount} > 0`),
    check(
      'payments_received_source_check',
      sql`${t.source} in (${inList(RECEIVED_PAYMENT_SOURCES)})`,
    ),
  ],
);

/** The money of a paid order that was cancelled: voided at the gateway, or to give back by hand. */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'restrict' }),
    amount: bigint({ mode: 'number' }).notNull(),
    status: text({ enum: REFUND_STATUSES }).notNull(),
    /** Why a void was not possible, or how staff gave the money back. */
    note: text(),
    details: jsonb().$type<Record<string, unknown>>(),
    automatic: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    doneAt: timestamp({ withTimezone: true }),
  },
  (t) => [check('payment_refunds_status_check', sql`${t.status} in (${inList(REFUND_STATUSES)})`)],
);
