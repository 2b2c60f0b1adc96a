import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import {
  IVA_CLASSES,
  ORDER_STATUSES,
  PAY_METHODS,
  PAYMENT_STATUSES,
  type CartChange,
  type DeliveryAddress,
  type SellerProfile,
  type TaxBreakdown,
} from '@shop/shared';
import { products } from './catalogue';
import { users } from './users';
import { inList } from './sql-list';

/**
 * Yearly numbering of quotes and orders (COT-2026-00001). The counter row is updated inside the
 * document's own transaction: a rolled-back document gives its number back, so there are no gaps.
 */
export const documentCounters = pgTable(
  'document_counters',
  {
    kind: text().notNull(),
    year: integer().notNull(),
    value: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.year] })],
);

/** Who the document was issued to, as they were at that moment (later profile edits do not move it). */
export interface CustomerSnapshot {
  businessName: string | null;
  fullName: string;
  identification: string;
  isCompany: boolean;
  address: string;
  city: string;
  email: string;
  phone: string;
  clientType: string;
}

const totals = {
  subtotal: bigint({ mode: 'number' }).notNull(),
  totalVAT: bigint({ mode: 'number' }).notNull(),
  reteFuente: bigint({ mode: 'number' }).notNull(),
  reteICA: bigint({ mode: 'number' }).notNull(),
  reteIVA: bigint({ mode: 'number' }).notNull().default(0),
  /** What the buyer pays: subtotal + IVA − withholdings ("Total a pagar"). */
  total: bigint({ mode: 'number' }).notNull(),
  totalItems: integer().notNull(),
  /**
   * The tax engine's answer at issue, with the rules it applied and why each withholding applied
   * or not. Null only on documents issued before migration 0013 (their columns above still hold).
   */
  taxes: jsonb().$type<TaxBreakdown>(),
  /** The seller as it was at issue: its NIT, regime and address print from here, not from today's config. */
  seller: jsonb().$type<SellerProfile>(),
  /** The TRM of the issue day (COP per USD), when one was known. */
  trm: jsonb().$type<DocumentTrm>(),
};

/** The TRM a document was issued with. */
export interface DocumentTrm {
  value: number;
  /** The day the rate is valid for, YYYY-MM-DD. */
  date: string;
}

export const quotes = pgTable(
  'quotes',
  {
    id: serial().primaryKey(),
    customId: text().notNull().unique(),
    /** The account whose document it is: a company's account for its members, else the buyer. */
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** Who made it: the buyer, or the member of the company who did. */
    createdBy: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    ...totals,
    customer: jsonb().$type<CustomerSnapshot>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    validUntil: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('quotes_user_idx').on(t.userId, t.createdAt)],
);

export const orders = pgTable(
  'orders',
  {
    id: serial().primaryKey(),
    customId: text().notNull().unique(),
    /** The account whose document it is: a company's account for its members, else the buyer. */
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** Who placed it: the buyer, or the member of the company who did. */
    createdBy: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    // Unique: a quote becomes at most one order, even when two conversions race.
    quoteId: integer()
      .unique()
      .references(() => quotes.id, { onDelete: 'restrict' }),
    status: text({ enum: ORDER_STATUSES }).notNull().default('PENDING'),
    payMethod: text({ enum: PAY_METHODS }).notNull(),
    ...totals,
    customer: jsonb().$type<CustomerSnapshot>().notNull(),
    /** The client's Idempotency-Key: a retried or double-clicked request finds the order it made. */
    idempotencyKey: text(),
    /** What the keyed request asked for: the same key with another request is refused. */
    requestFingerprint: text(),
    /** What the order did to the cart, so a replayed request answers exactly as the first one. */
    cartChange: jsonb().$type<CartChange>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When what was received first covered the "Total a pagar"; set once, never moved. */
    paidAt: timestamp({ withTimezone: true }),
    /** The money side of the order, apart from `status` (its fulfilment). */
    paymentStatus: text({ enum: PAYMENT_STATUSES }).notNull().default('UNPAID'),
    /** Whole pesos received against `total`, the sum of its rows in `payments_received`. */
    amountPaid: bigint({ mode: 'number' }).notNull().default(0),
    /** An order paid online keeps its stock until then unpaid; null for the other methods. */
    payBy: timestamp({ withTimezone: true }),
    /** An order on company credit is due that Bogotá day (order day + the line's term); null otherwise. */
    dueOn: date({ mode: 'string' }),
    /** The customer's own purchase-order number ("Orden de compra"), trimmed; null when none was given. */
    purchaseOrder: text(),
    /** The company's delivery address the order picked, copied as it was; null when none was. */
    deliveryAddress: jsonb().$type<DeliveryAddress>(),
    /** Set once when a cancellation gives the stock back, so it is never returned twice. */
    stockReturnedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    // Per person: two members of a company never share a key's replay.
    unique('orders_creator_idempotency_key').on(t.createdBy, t.idempotencyKey),
    index('orders_user_idx').on(t.userId, t.createdAt),
    // The sales report reads a period page by page in this order (reports/repository.ts).
    index('orders_created_idx').on(t.createdAt, t.id),
    check('orders_status_check', sql`${t.status} in (${inList(ORDER_STATUSES)})`),
    check('orders_pay_method_check', sql`${t.payMethod} in (${inList(PAY_METHODS)})`),
    check('orders_payment_status_check', sql`${t.paymentStatus} in (${inList(PAYMENT_STATUSES)})`),
    // The expiry sweep reads unpaid online orders by their deadline.
    index('orders_pay_by_idx')
      .on(t.payBy)
      .where(sql`${t.payBy} is not null and ${t.paymentStatus} in ('UNPAID', 'PENDING')`),
    // An order on company credit always has its due date.
    check(
      'orders_credit_due_on_check',
      sql`${t.payMethod} <> 'COMPANY_CREDIT' or ${t.dueOn} is not null`,
    ),
    // The credit reminders read open orders on credit by their due date.
    index('orders_due_on_idx')
      .on(t.dueOn)
      .where(sql`${t.dueOn} is not null and ${t.paymentStatus} <> 'PAID'`),
  ],
);

const lineColumns = {
  lineNo: integer().notNull(),
  productId: integer().references(() => products.id, { onDelete: 'set null' }),
  model: text().notNull(),
  name: text().notNull(),
  sku: text().notNull(),
  /** Customer unit price in whole pesos before VAT, as it was when the document was made. */
  unitPrice: bigint({ mode: 'number' }).notNull(),
  /** The IVA rate applied to the line (0 for an excluded one), as the engine decided it. */
  vat: numeric({ precision: 5, scale: 4, mode: 'number' }).notNull(),
  ivaClass: text({ enum: IVA_CLASSES }).notNull().default('GENERAL'),
  quantity: integer().notNull(),
  lineTotal: bigint({ mode: 'number' }).notNull(),
};

export const quoteLines = pgTable(
  'quote_lines',
  {
    quoteId: integer()
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    ...lineColumns,
  },
  (t) => [primaryKey({ columns: [t.quoteId, t.lineNo] })],
);

export const orderLines = pgTable(
  'order_lines',
  {
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    ...lineColumns,
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.lineNo] }),
    index('order_lines_product_idx').on(t.productId),
  ],
);
