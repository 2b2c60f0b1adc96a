import { and, count, desc, eq, sql } from 'drizzle-orm';
import {
  pageWindow,
  type OrderSummary,
  type PageRequest,
  type PayMethod,
  type QuoteSummary,
  type SessionUser,
} from '@shop/shared';
import type { Db, Tx } from '../../db/client';
import { cartItems, orderLines, orders, quoteLines, quotes } from '../../db/schema';
import { AppError, isUniqueViolation, notFound } from '../../lib/errors';
import { extraFractionFor } from '../config/extra-percentage';
import { createConfigRepository, type SiteConfigRow } from '../config/repository';
import type { Mailer } from '../mail/mailer';
import { customerSnapshot } from './customer-snapshot';
import { linesFromCart, takeStock, totalsFor, type DocumentLine } from './lines';
import { orderCreatedMail } from './mails';
import { nextCustomId } from './numbering';

const DAY_MS = 24 * 60 * 60 * 1000;
type QuoteRow = typeof quotes.$inferSelect;
type OrderRow = typeof orders.$inferSelect;

const quoteStatus = (q: QuoteRow, orderCustomId: string | null, now = new Date()) =>
  orderCustomId ? 'CONVERTED' : q.validUntil < now ? 'EXPIRED' : 'OPEN';

function toQuoteSummary(q: QuoteRow, orderCustomId: string | null): QuoteSummary {
  return {
    id: q.id,
    customId: q.customId,
    status: quoteStatus(q, orderCustomId),
    subtotal: q.subtotal,
    totalVAT: q.totalVAT,
    reteFuente: q.reteFuente,
    reteICA: q.reteICA,
    totalQuote: q.total,
    totalItems: q.totalItems,
    createdAt: q.createdAt.toISOString(),
    validUntil: q.validUntil.toISOString(),
    orderCustomId,
  };
}

function toOrderSummary(o: OrderRow, quoteCustomId: string | null): OrderSummary {
  return {
    id: o.id,
    customId: o.customId,
    status: o.status,
    payMethod: o.payMethod,
    subtotal: o.subtotal,
    totalVAT: o.totalVAT,
    reteFuente: o.reteFuente,
    reteICA: o.reteICA,
    totalOrder: o.total,
    totalItems: o.totalItems,
    createdAt: o.createdAt.toISOString(),
    paidAt: o.paidAt?.toISOString() ?? null,
    quoteCustomId,
  };
}

const itemsOf = (lines: DocumentLine[]) => lines.reduce((n, l) => n + l.quantity, 0);

/** Quotes and orders of a customer: creation from the cart, conversion, lists. */
export function createOrderService(db: Db, mailer: Mailer) {
  const config = async (): Promise<SiteConfigRow> => {
    const row = await createConfigRepository(db).get();
    if (!row) throw new AppError(500, 'INTERNAL_ERROR', 'site_config row 1 is missing');
    return row;
  };

  /** One order creation at a time per customer: a retry waits for the first attempt, then finds its order. */
  const lockCustomer = (tx: Tx, userId: number) =>
    tx.execute(sql`select pg_advisory_xact_lock(${4_242}, ${userId})`);

  const findByKey = async (tx: Tx | Db, userId: number, key: string) => {
    const [row] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)));
    return row;
  };

  const quoteCustomIdOf = async (quoteId: number | null) => {
    if (quoteId === null) return null;
    const [q] = await db
      .select({ customId: quotes.customId })
      .from(quotes)
      .where(eq(quotes.id, quoteId));
    return q?.customId ?? null;
  };

  const insertOrder = async (
    tx: Tx,
    user: SessionUser,
    values: {
      lines: DocumentLine[];
      payMethod: PayMethod;
      key?: string;
      quoteId?: number;
      totals: ReturnType<typeof totalsFor>;
    },
  ) => {
    await takeStock(tx, values.lines);
    const customId = await nextCustomId(tx, 'ORD');
    const { total, ...rest } = values.totals;
    const [order] = await tx
      .insert(orders)
      .values({
        customId,
        userId: user.id,
        quoteId: values.quoteId ?? null,
        payMethod: values.payMethod,
        ...rest,
        total,
        totalItems: itemsOf(values.lines),
        customer: await customerSnapshot(tx, user.id),
        idempotencyKey: values.key ?? null,
      })
      .returning();
    await tx.insert(orderLines).values(values.lines.map((l) => ({ ...l, orderId: order!.id })));
    return order!;
  };

  const announce = async (order: OrderRow, user: SessionUser) => {
    await mailer.send(orderCreatedMail(order, user, (await config()).shopName));
  };

  return {
    /** A quote from the cart at today's prices; the cart stays as it is. */
    async createQuote(user: SessionUser): Promise<QuoteSummary> {
      const settings = await config();
      const lines = await linesFromCart(db, user.id, await extraFractionFor(db, user.clientType));
      const totals = totalsFor(lines, settings);
      const quote = await db.transaction(async (tx) => {
        const customId = await nextCustomId(tx, 'COT');
        const now = new Date();
        const [row] = await tx
          .insert(quotes)
          .values({
            customId,
            userId: user.id,
            ...totals,
            totalItems: itemsOf(lines),
            customer: await customerSnapshot(tx, user.id),
            createdAt: now,
            validUntil: new Date(now.getTime() + settings.quoteValidityDays * DAY_MS),
          })
          .returning();
        await tx.insert(quoteLines).values(lines.map((l) => ({ ...l, quoteId: row!.id })));
        return row!;
      });
      return toQuoteSummary(quote, null);
    },

    /**
     * An order from the cart: stock is taken and the cart emptied in one transaction. With an
     * idempotency key, a repeated request answers the order the first one made.
     */
    async createOrder(
      user: SessionUser,
      payMethod: PayMethod,
      key?: string,
    ): Promise<{ order: OrderSummary; created: boolean }> {
      if (key) {
        const existing = await findByKey(db, user.id, key);
        if (existing)
          return {
            order: toOrderSummary(existing, await quoteCustomIdOf(existing.quoteId)),
            created: false,
          };
      }
      const settings = await config();
      const extraFraction = await extraFractionFor(db, user.clientType);
      const result = await db.transaction(async (tx) => {
        await lockCustomer(tx, user.id);
        const again = key ? await findByKey(tx, user.id, key) : undefined;
        if (again) return { order: again, created: false };
        const lines = await linesFromCart(tx, user.id, extraFraction);
        const totals = totalsFor(lines, settings);
        const order = await insertOrder(tx, user, { lines, payMethod, key, totals });
        await tx.delete(cartItems).where(eq(cartItems.userId, user.id));
        return { order, created: true };
      });
      if (result.created) await announce(result.order, user);
      return { order: toOrderSummary(result.order, null), created: result.created };
    },

    /** A quote becomes an order at the quote's prices, once, while it is valid; the cart is untouched. */
    async convertQuote(
      user: SessionUser,
      quoteId: number,
      payMethod: PayMethod,
      key?: string,
    ): Promise<{ order: OrderSummary; created: boolean }> {
      if (key) {
        const existing = await findByKey(db, user.id, key);
        if (existing)
          return {
            order: toOrderSummary(existing, await quoteCustomIdOf(existing.quoteId)),
            created: false,
          };
      }
      try {
        const result = await db.transaction(async (tx) => {
          await lockCustomer(tx, user.id);
          const [quote] = await tx
            .select()
            .from(quotes)
            .where(and(eq(quotes.id, quoteId), eq(quotes.userId, user.id)));
          if (!quote) throw notFound('No encontramos la cotización solicitada.');
          const [converted] = await tx
            .select({ customId: orders.customId })
            .from(orders)
            .where(eq(orders.quoteId, quote.id));
          if (converted)
            throw new AppError(
              409,
              'QUOTE_CONVERTED',
              `La cotización ${quote.customId} ya se convirtió en la orden ${converted.customId}.`,
            );
          if (quote.validUntil < new Date()) {
            throw new AppError(
              409,
              'QUOTE_EXPIRED',
              `La cotización ${quote.customId} venció; genera una nueva cotización con los precios actuales.`,
            );
          }
          const lines = (
            await tx
              .select()
              .from(quoteLines)
              .where(eq(quoteLines.quoteId, quote.id))
              .orderBy(quoteLines.lineNo)
          ).map(({ quoteId: _quoteId, ...line }) => line);
          const { subtotal, totalVAT, reteFuente, reteICA, total } = quote;
          const order = await insertOrder(tx, user, {
            lines,
            payMethod,
            key,
            quoteId: quote.id,
            totals: { subtotal, totalVAT, reteFuente, reteICA, total },
          });
          return { order, quoteCustomId: quote.customId };
        });
        await announce(result.order, user);
        return { order: toOrderSummary(result.order, result.quoteCustomId), created: true };
      } catch (err) {
        // Two conversions raced: the unique quote_id let one through.
        if (isUniqueViolation(err))
          throw new AppError(409, 'QUOTE_CONVERTED', 'La cotización ya se convirtió en una orden.');
        throw err;
      }
    },

    async listQuotes(user: SessionUser, page: PageRequest) {
      const window = pageWindow(page);
      const [{ n }] = (await db
        .select({ n: count() })
        .from(quotes)
        .where(eq(quotes.userId, user.id))) as [{ n: number }];
      const rows = await db
        .select({ quote: quotes, orderCustomId: orders.customId })
        .from(quotes)
        .leftJoin(orders, eq(orders.quoteId, quotes.id))
        .where(eq(quotes.userId, user.id))
        .orderBy(desc(quotes.createdAt), desc(quotes.id))
        .limit(window.limit)
        .offset(window.offset);
      return {
        quotes: rows.map((r) => toQuoteSummary(r.quote, r.orderCustomId)),
        totalPages: window.totalPages(n),
      };
    },

    async listOrders(user: SessionUser, page: PageRequest) {
      const window = pageWindow(page);
      const [{ n }] = (await db
        .select({ n: count() })
        .from(orders)
        .where(eq(orders.userId, user.id))) as [{ n: number }];
      const rows = await db
        .select({ order: orders, quoteCustomId: quotes.customId })
        .from(orders)
        .leftJoin(quotes, eq(quotes.id, orders.quoteId))
        .where(eq(orders.userId, user.id))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(window.limit)
        .offset(window.offset);
      return {
        orders: rows.map((r) => toOrderSummary(r.order, r.quoteCustomId)),
        totalPages: window.totalPages(n),
      };
    },
  };
}
export type OrderService = ReturnType<typeof createOrderService>;
