import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { TRANSFER_RECEIPT_STATUSES, TRANSFER_RECEIPT_TYPES } from '@shop/shared';
import { orders } from './orders';
import { paymentsReceived } from './payments';
import { users } from './users';
import { inList } from './sql-list';

/**
 * The receipt a customer uploaded for an order paid by bank transfer (docs/payments.md, "Bank
 * transfer"). The file lives in the storage under `storageKey`, private: the API serves it to the
 * order's owner and to ADMIN_PAYMENTS only. An order may collect several (one rejected, then a new
 * one); staff decide each once: CONFIRMED writes its `payments_received` row, REJECTED keeps why.
 */
export const transferReceipts = pgTable(
  'transfer_receipts',
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    storageKey: text().notNull().unique(),
    /** What the bytes are (never what the browser declared). */
    mimeType: text({ enum: TRANSFER_RECEIPT_TYPES }).notNull(),
    sizeBytes: integer().notNull(),
    /** The name on the customer's device, without paths or control characters. */
    fileName: text().notNull(),
    uploadedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    uploadedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    status: text({ enum: TRANSFER_RECEIPT_STATUSES }).notNull().default('PENDING'),
    decidedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp({ withTimezone: true }),
    /** Pesos staff saw arrive; set when CONFIRMED. */
    amount: bigint({ mode: 'number' }),
    /** The Bogotá day the money arrived; set when CONFIRMED. */
    receivedOn: date({ mode: 'string' }),
    reason: text(),
    /** The money the confirmation recorded. */
    receivedPaymentId: integer().references(() => paymentsReceived.id, { onDelete: 'restrict' }),
  },
  (t) => [
    index('transfer_receipts_order_idx').on(t.orderId, t.uploadedAt),
    // Staff read the receipts waiting for them, oldest first.
    index('transfer_receipts_pending_idx')
      .on(t.uploadedAt, t.id)
      .where(sql`${t.status} = 'PENDING'`),
    check(
      'transfer_receipts_status_check',
      sql`${t.status} in (${inList(TRANSFER_RECEIPT_STATUSES)})`,
    ),
    check(
      'transfer_receipts_mime_check',
      sql`${t.mimeType} in (${inList(TRANSFER_RECEIPT_TYPES)})`,
    ),
    check(
      'transfer_receipts_decided_check',
      sql`(${t.status} = 'PENDING') = (${t.decidedAt} is null)`,
    ),
    check(
      'transfer_receipts_confirmed_check',
      sql`(${t.status} = 'CONFIRMED') = (${t.amount} is not null and ${t.amount} > 0 and ${t.receivedOn} is not null)`,
    ),
  ],
);
