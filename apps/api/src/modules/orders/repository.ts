import { and, asc, count, desc, eq, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { HistoryEntry, HistoryQuery, HistorySortKey } from '@shop/shared';
import type { DbOrTx } from '../../db/client';
import {
  documentCounters,
  orderLines,
  orders,
  profiles,
  quoteLines,
  quotes,
} from '../../db/schema';
import { bogotaDate } from '../../lib/bogota-date';
import type { DocumentScope } from '../../lib/buyer';
import type { DocumentLine } from './document-line';
import { escapeLike } from '../../lib/sql-like';

/** The documents of `scope`: its account's, and only the ones its user made when it says so. */
const inScope = (table: typeof orders | typeof quotes, scope: DocumentScope) =>
  scope.createdBy === undefined
    ? eq(table.userId, scope.accountId)
    : and(eq(table.userId, scope.accountId), eq(table.createdBy, scope.createdBy));

/** The filters of the history list, without its page. */
export type HistoryFilter = Omit<HistoryQuery, 'offset' | 'limit'>;

type HistoryType = HistoryEntry['type'];
type HistoryStatus = HistoryEntry['status'];

type HistoryColumns = Record<
  | 'type'
  | 'status'
  | 'customer'
  | 'purchaseOrder'
  | 'createdAt'
  | 'validUntil'
  | 'payMethod'
  | 'paymentStatus',
  SQLWrapper
>;

/** The WHERE of the history over the union of quotes and orders. */
function historyWhere(h: HistoryColumns, f: HistoryFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (f.type) conditions.push(sql`${h.type} = ${f.type}`);
  if (f.status) conditions.push(sql`${h.status} = ${f.status}`);
  if (f.payMethod) conditions.push(sql`${h.payMethod} = ${f.payMethod}`);
  if (f.paymentStatus) conditions.push(sql`${h.paymentStatus} = ${f.paymentStatus}`);
  // A Bogotá calendar day runs from its local midnight to the next one, whatever the server's zone.
  if (f.from)
    conditions.push(
      sql`${h.createdAt} >= (${f.from}::date::timestamp at time zone 'America/Bogota')`,
    );
  if (f.to)
    conditions.push(
      sql`${h.createdAt} < ((${f.to}::date + 1)::timestamp at time zone 'America/Bogota')`,
    );
  // Orders carry no validity, so this leaves only quotes.
  if (f.expiresBy)
    conditions.push(
      sql`${h.validUntil} < ((${f.expiresBy}::date + 1)::timestamp at time zone 'America/Bogota')`,
    );
  if (f.customer) {
    const pattern = `%${escapeLike(f.customer)}%`;
    const field = (key: string) => sql`(${h.customer} ->> ${key}::text) ilike ${pattern}`;
    // An order's purchase-order number too: staff are often asked about an order by the buyer's OC.
    conditions.push(
      or(
        field('fullName'),
        field('email'),
        field('identification'),
        field('businessName'),
        sql`${h.purchaseOrder} ilike ${pattern}`,
      )!,
    );
  }
  return and(...conditions);
}

/**
 * The ORDER BY of the history: the chosen column, then the newest document, so equal values keep
 * one stable order. The customer runs by the name the list shows (business name, else full name).
 */
function historyOrder(
  h: Record<HistorySortKey | 'type' | 'id', SQLWrapper>,
  { sort, order }: Pick<HistoryFilter, 'sort' | 'order'>,
): SQL[] {
  const newest = [desc(h.createdAt), asc(h.type), desc(h.id)];
  if (!sort) return newest;
  const direction = order === 'desc' ? desc : asc;
  const column =
    sort === 'customer'
      ? sql`lower(coalesce(${h.customer} ->> 'businessName', ${h.customer} ->> 'fullName'))`
      : h[sort];
  return [direction(column), ...newest];
}

export type QuoteRow = typeof quotes.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
/** A new order with the customer's snapshot already taken; the repository numbers it. */
export type NewOrder = Omit<typeof orders.$inferInsert, 'id' | 'customId'>;
export type NewQuote = Omit<typeof quotes.$inferInsert, 'id' | 'customId'>;

/** Every query of quotes and orders; build it on a transaction to write. */
export function createOrderRepository(db: DbOrTx) {
  /**
   * The next readable id of the year, e.g. ORD-2026-00042. The upsert locks the counter row until
   * the transaction ends, so concurrent documents get consecutive numbers and a rollback leaves no
   * gap. Called after the product rows are locked, to keep one lock order.
   */
  const nextCustomId = async (kind: 'COT' | 'ORD', now = new Date()): Promise<string> => {
    const year = Number(bogotaDate(now).slice(0, 4));
    const [row] = await db
      .insert(documentCounters)
      .values({ kind, year, value: 1 })
      .onConflictDoUpdate({
        target: [documentCounters.kind, documentCounters.year],
        set: { value: sql`${documentCounters.value} + 1` },
      })
      .returning({ value: documentCounters.value });
    return `${kind}-${year}-${String(row!.value).padStart(5, '0')}`;
  };

  return {
    async insertQuote(values: NewQuote, lines: DocumentLine[]): Promise<QuoteRow> {
      const customId = await nextCustomId('COT', values.createdAt ?? new Date());
      const [quote] = await db
        .insert(quotes)
        .values({ ...values, customId })
        .returning();
      await db.insert(quoteLines).values(lines.map((l) => ({ ...l, quoteId: quote!.id })));
      return quote!;
    },

    async insertOrder(values: NewOrder, lines: DocumentLine[]): Promise<OrderRow> {
      const customId = await nextCustomId('ORD');
      const [order] = await db
        .insert(orders)
        .values({ ...values, customId })
        .returning();
      await db.insert(orderLines).values(lines.map((l) => ({ ...l, orderId: order!.id })));
      return order!;
    },

    /** The order a person placed with this Idempotency-Key, whichever account it was for. */
    async orderByKey(createdBy: number, key: string): Promise<OrderRow | undefined> {
      const [row] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.createdBy, createdBy), eq(orders.idempotencyKey, key)));
      return row;
    },

    /** A quote by id; with `scope`, only when the scope reads it. */
    async quote(id: number, scope?: DocumentScope): Promise<QuoteRow | undefined> {
      const [row] = await db
        .select()
        .from(quotes)
        .where(scope ? and(eq(quotes.id, id), inScope(quotes, scope)) : eq(quotes.id, id));
      return row;
    },

    /** An order by id; with `scope`, only when the scope reads it. */
    async order(id: number, scope?: DocumentScope): Promise<OrderRow | undefined> {
      const [row] = await db
        .select()
        .from(orders)
        .where(scope ? and(eq(orders.id, id), inScope(orders, scope)) : eq(orders.id, id));
      return row;
    },

    /** The name of who made a document, as their profile says it today. */
    async personName(userId: number): Promise<string | undefined> {
      const [row] = await db
        .select({ fullName: profiles.fullName })
        .from(profiles)
        .where(eq(profiles.userId, userId));
      return row?.fullName;
    },

    async orderLines(orderId: number): Promise<DocumentLine[]> {
      const rows = await db
        .select()
        .from(orderLines)
        .where(eq(orderLines.orderId, orderId))
        .orderBy(orderLines.lineNo);
      return rows.map(({ orderId: _orderId, ...line }) => line);
    },

    async quoteCustomId(quoteId: number): Promise<string | undefined> {
      const [row] = await db
        .select({ customId: quotes.customId })
        .from(quotes)
        .where(eq(quotes.id, quoteId));
      return row?.customId;
    },

    /** The order a quote became, if it was converted. */
    async orderForQuote(quoteId: number): Promise<{ id: number; customId: string } | undefined> {
      const [row] = await db
        .select({ id: orders.id, customId: orders.customId })
        .from(orders)
        .where(eq(orders.quoteId, quoteId));
      return row;
    },

    async orderCustomIdForQuote(quoteId: number): Promise<string | undefined> {
      const [row] = await db
        .select({ customId: orders.customId })
        .from(orders)
        .where(eq(orders.quoteId, quoteId));
      return row?.customId;
    },

    async quoteLines(quoteId: number): Promise<DocumentLine[]> {
      const rows = await db
        .select()
        .from(quoteLines)
        .where(eq(quoteLines.quoteId, quoteId))
        .orderBy(quoteLines.lineNo);
      return rows.map(({ quoteId: _quoteId, ...line }) => line);
    },

    /** One page of the quotes `scope` reads; `page` is the SQL window of pageWindow. */
    async listQuotes(scope: DocumentScope, page: { offset: number; limit: number }) {
      const [{ n }] = (await db
        .select({ n: count() })
        .from(quotes)
        .where(inScope(quotes, scope))) as [{ n: number }];
      const rows = await db
        .select({
          quote: quotes,
          orderCustomId: orders.customId,
          createdByName: profiles.fullName,
        })
        .from(quotes)
        .leftJoin(orders, eq(orders.quoteId, quotes.id))
        .innerJoin(profiles, eq(profiles.userId, quotes.createdBy))
        .where(inScope(quotes, scope))
        .orderBy(desc(quotes.createdAt), desc(quotes.id))
        .limit(page.limit)
        .offset(page.offset);
      return { total: n, rows };
    },

    /** The order row locked until the transaction ends, so two status changes run one after the other. */
    async lockOrder(id: number): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.id, id)).for('update');
      return row;
    },

    async setOrderStatus(
      id: number,
      values: Pick<OrderRow, 'status' | 'stockReturnedAt'>,
    ): Promise<OrderRow> {
      const [row] = await db.update(orders).set(values).where(eq(orders.id, id)).returning();
      return row!;
    },

    /** One page of every quote and order, newest first; a quote's status derived as its list shows it. */
    async history(filter: HistoryFilter, page: { offset: number; limit: number }) {
      const quoteRows = db
        .select({
          type: sql<HistoryType>`'quote'`.as('type'),
          id: quotes.id,
          customId: quotes.customId,
          status: sql<HistoryStatus>`case when ${orders.id} is not null then 'CONVERTED'
            when ${quotes.validUntil} < now() then 'EXPIRED' else 'OPEN' end`.as('status'),
          customer: quotes.customer,
          purchaseOrder: sql<string | null>`null::text`.as('purchase_order'),
          total: quotes.total,
          totalItems: quotes.totalItems,
          createdAt: quotes.createdAt,
          validUntil: sql<Date | null>`${quotes.validUntil}`
            .mapWith(quotes.validUntil)
            .as('valid_until'),
          payMethod: sql<OrderRow['payMethod'] | null>`null::text`.as('pay_method'),
          paymentStatus: sql<OrderRow['paymentStatus'] | null>`null::text`.as('payment_status'),
          paidAt: sql<Date | null>`null::timestamptz`.mapWith(orders.paidAt).as('paid_at'),
        })
        .from(quotes)
        .leftJoin(orders, eq(orders.quoteId, quotes.id));
      const orderRows = db
        .select({
          type: sql<HistoryType>`'order'`.as('type'),
          id: orders.id,
          customId: orders.customId,
          status: sql<HistoryStatus>`${orders.status}`.as('status'),
          customer: orders.customer,
          purchaseOrder: sql<string | null>`${orders.purchaseOrder}`.as('purchase_order'),
          total: orders.total,
          totalItems: orders.totalItems,
          createdAt: orders.createdAt,
          validUntil: sql<Date | null>`null::timestamptz`
            .mapWith(quotes.validUntil)
            .as('valid_until'),
          payMethod: sql<OrderRow['payMethod'] | null>`${orders.payMethod}`.as('pay_method'),
          paymentStatus: sql<OrderRow['paymentStatus'] | null>`${orders.paymentStatus}`.as(
            'payment_status',
          ),
          paidAt: sql<Date | null>`${orders.paidAt}`.mapWith(orders.paidAt).as('paid_at'),
        })
        .from(orders);
      const h = unionAll(quoteRows, orderRows).as('h');
      const where = historyWhere(h, filter);
      const [{ n }] = (await db.select({ n: count() }).from(h).where(where)) as [{ n: number }];
      const rows = await db
        .select()
        .from(h)
        .where(where)
        .orderBy(...historyOrder(h, filter))
        .limit(page.limit)
        .offset(page.offset);
      return { total: n, rows };
    },

    /** One page of the orders `scope` reads; `page` is the SQL window of pageWindow. */
    async listOrders(scope: DocumentScope, page: { offset: number; limit: number }) {
      const [{ n }] = (await db
        .select({ n: count() })
        .from(orders)
        .where(inScope(orders, scope))) as [{ n: number }];
      const rows = await db
        .select({
          order: orders,
          quoteCustomId: quotes.customId,
          createdByName: profiles.fullName,
        })
        .from(orders)
        .leftJoin(quotes, eq(quotes.id, orders.quoteId))
        .innerJoin(profiles, eq(profiles.userId, orders.createdBy))
        .where(inScope(orders, scope))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(page.limit)
        .offset(page.offset);
      return { total: n, rows };
    },
  };
}
export type OrderRepository = ReturnType<typeof createOrderRepository>;
