import {
  type CartChange,
  type OrderCreated,
  type OrderSummary,
  pageWindow,
  type PageRequest,
  type PayMethod,
  type QuoteSummary,
  type SessionUser,
} from '@shop/shared';
import type { Tx } from '../../db/client';
import type { Transactional } from '../../db/transactional';
import { conflict, notFound } from '../../lib/errors';
import type { CustomerSnapshotPort } from '../account/customer-snapshot';
import type { CartService } from '../cart/service';
import type { SiteConfigRow } from '../config/service';
import type { OutboxService } from '../mail/service';
import type { StockService } from '../products/stock';
import { commercialDocument } from './documents';
import { idempotent } from './idempotency';
import type { NewOrder, OrderRepository, OrderRow, QuoteRow } from './repository';
import {
  enqueueConfirmation,
  itemsOf,
  priceLines,
  reserveStock,
  totalsFor,
  type DocumentLine,
} from './steps';

const DAY_MS = 24 * 60 * 60 * 1000;

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

const NO_CART_CHANGE: CartChange = { emptied: false, removed: [] };

interface Deps {
  orders: Transactional<OrderRepository>;
  outbox: OutboxService;
  /** The cart, read and changed inside the order's transaction. */
  cart: Pick<CartService, 'checkoutItems' | 'empty' | 'takeOut'>;
  /** The site config (prices, taxes, minimum purchase, quote validity, shop name). */
  config: () => Promise<SiteConfigRow>;
  /** The fraction a client type pays on top of the base price. */
  extraFraction: (clientType: SessionUser['clientType']) => Promise<number>;
  /** The customer's data frozen on each document (the account module's port). */
  customerSnapshot: CustomerSnapshotPort;
  /** The catalogue's stock, taken in the order's transaction (the products module's port). */
  stock: Pick<StockService, 'reserve'>;
}

/** Quotes and orders of a customer: creation from the cart, conversion, lists. */
export function createOrderService({
  orders,
  outbox,
  cart,
  config,
  extraFraction,
  customerSnapshot,
  stock,
}: Deps) {
  const repo = orders.repo;

  const findKeyed = async (txRepo: OrderRepository, userId: number, key: string) => {
    const order = await txRepo.orderByKey(userId, key);
    return order && { fingerprint: order.requestFingerprint, result: order };
  };

  /** The answer for an order, the first time and on every replay of its Idempotency-Key. */
  const created = async (order: OrderRow): Promise<OrderCreated> => ({
    ...toOrderSummary(
      order,
      order.quoteId === null ? null : ((await repo.quoteCustomId(order.quoteId)) ?? null),
    ),
    cart: order.cartChange ?? NO_CART_CHANGE,
  });

  /** Writes the order, its lines and its confirmation mail in the caller's transaction. */
  const writeOrder = async (
    txRepo: OrderRepository,
    tx: Tx,
    user: SessionUser,
    settings: SiteConfigRow,
    values: Omit<NewOrder, 'userId' | 'totalItems' | 'customer'>,
    lines: DocumentLine[],
  ) => {
    await reserveStock(stock.reserve, tx, lines);
    const order = await txRepo.insertOrder(
      {
        ...values,
        userId: user.id,
        totalItems: itemsOf(lines),
        customer: await customerSnapshot(tx, user.id),
      },
      lines,
    );
    await enqueueConfirmation(outbox, tx, order, user, settings.shopName);
    return order;
  };

  const answer = async (outcome: { result: OrderRow; replayed: boolean }) => {
    if (!outcome.replayed) outbox.wake();
    return { order: await created(outcome.result), replayed: outcome.replayed };
  };

  return {
    /** A quote from the cart at today's prices; the cart stays as it is (ADR 006). */
    async createQuote(user: SessionUser): Promise<QuoteSummary> {
      const settings = await config();
      const fraction = await extraFraction(user.clientType);
      const quote = await orders.inTransaction(async (txRepo, tx) => {
        const lines = priceLines(await cart.checkoutItems(tx, user.id), fraction);
        const now = new Date();
        return txRepo.insertQuote(
          {
            userId: user.id,
            customer: await customerSnapshot(tx, user.id),
            ...totalsFor(lines, settings),
            totalItems: itemsOf(lines),
            createdAt: now,
            validUntil: new Date(now.getTime() + settings.quoteValidityDays * DAY_MS),
          },
          lines,
        );
      });
      return toQuoteSummary(quote, null);
    },

    /**
     * An order from the cart: stock taken, cart emptied and confirmation mail written in one
     * transaction. With an Idempotency-Key every repetition answers the order the first one made.
     */
    async createOrder(user: SessionUser, payMethod: PayMethod, key?: string) {
      const settings = await config();
      const fraction = await extraFraction(user.clientType);
      const outcome = await orders.inTransaction((txRepo, tx) =>
        idempotent(
          tx,
          user.id,
          { key, body: { route: 'order', payMethod } },
          (k) => findKeyed(txRepo, user.id, k),
          async (fingerprint) => {
            const lines = priceLines(await cart.checkoutItems(tx, user.id), fraction);
            const totals = totalsFor(lines, settings);
            const cartChange: CartChange = {
              emptied: true,
              removed: lines.map((l) => ({
                productId: l.productId!,
                name: l.name,
                model: l.model,
                quantity: l.quantity,
              })),
            };
            const order = await writeOrder(
              txRepo,
              tx,
              user,
              settings,
              {
                payMethod,
                ...totals,
                idempotencyKey: key ?? null,
                requestFingerprint: fingerprint,
                cartChange,
              },
              lines,
            );
            await cart.empty(tx, user.id);
            return order;
          },
        ),
      );
      return answer(outcome);
    },

    /**
     * A quote becomes an order at the quote's prices, once, while it is valid. The quoted
     * quantities leave the cart in the same transaction, and the answer says so (ADR 006).
     */
    async convertQuote(user: SessionUser, quoteId: number, payMethod: PayMethod, key?: string) {
      const settings = await config();
      const outcome = await orders.inTransaction((txRepo, tx) =>
        idempotent(
          tx,
          user.id,
          { key, body: { route: 'convert-quote', id: quoteId, payMethod } },
          (k) => findKeyed(txRepo, user.id, k),
          async (fingerprint) => {
            const quote = await txRepo.quote(quoteId, user.id);
            if (!quote) throw notFound('No encontramos la cotización solicitada.');
            const converted = await txRepo.orderCustomIdForQuote(quote.id);
            if (converted)
              throw conflict(
                'QUOTE_CONVERTED',
                `La cotización ${quote.customId} ya se convirtió en la orden ${converted}.`,
              );
            if (quote.validUntil < new Date()) {
              throw conflict(
                'QUOTE_EXPIRED',
                `La cotización ${quote.customId} venció; genera una nueva cotización con los precios actuales.`,
              );
            }
            const lines = await txRepo.quoteLines(quote.id);
            const cartChange = await cart.takeOut(tx, user.id, lines);
            const { subtotal, totalVAT, reteFuente, reteICA, total } = quote;
            return writeOrder(
              txRepo,
              tx,
              user,
              settings,
              {
                quoteId: quote.id,
                payMethod,
                subtotal,
                totalVAT,
                reteFuente,
                reteICA,
                total,
                idempotencyKey: key ?? null,
                requestFingerprint: fingerprint,
                cartChange,
              },
              lines,
            );
          },
        ),
      );
      return answer(outcome);
    },

    /** A quote or order as its PDF prints it (the owner, or staff with ADMIN_ORDERS). */
    async document(kind: 'quote' | 'order', id: number, viewer: SessionUser) {
      return commercialDocument(repo, await config(), kind, id, viewer);
    },

    async listQuotes(user: SessionUser, page: PageRequest) {
      const window = pageWindow(page);
      const { total, rows } = await repo.listQuotes(user.id, window);
      return {
        quotes: rows.map((r) => toQuoteSummary(r.quote, r.orderCustomId)),
        totalPages: window.totalPages(total),
      };
    },

    async listOrders(user: SessionUser, page: PageRequest) {
      const window = pageWindow(page);
      const { total, rows } = await repo.listOrders(user.id, window);
      return {
        orders: rows.map((r) => toOrderSummary(r.order, r.quoteCustomId)),
        totalPages: window.totalPages(total),
      };
    },
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
