import {
  bogotaDate,
  QUOTE_REPRICE_MESSAGES,
  type CartChange,
  type QuoteReprice,
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
import { AppError, conflict, notFound } from '../../lib/errors';
import type { CustomerSnapshotPort } from '../account/customer-snapshot';
import type { CartService } from '../cart/service';
import type { BuyerTaxProfilePort } from '../account/buyer-tax-profile';
import { sellerProfileOf, type SiteConfigRow } from '../config/service';
import type { TaxRulesPort } from '../taxes/service';
import type { DocumentTrm } from '../../db/schema';
import type { OutboxService } from '../../platform/mail/service';
import type { StockService } from '../stock/service';
import { commercialDocument } from './documents';
import { idempotent } from './idempotency';
import type { NewOrder, OrderRepository, OrderRow, QuoteRow } from './repository';
import {
  enqueueConfirmation,
  itemsOf,
  priceLines,
  reserveStock,
  taxDocument,
  type DocumentLine,
  type TaxContext,
} from './steps';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What an order's transaction did to the catalogue: whether a product ran out of units. */
interface Sale {
  soldOut: boolean;
}

const quoteStatus = (q: QuoteRow, orderCustomId: string | null, now = new Date()) =>
  orderCustomId ? 'CONVERTED' : q.validUntil < now ? 'EXPIRED' : 'OPEN';

/** What a document froze at issue; null on documents issued before the tax engine. */
const frozenOf = (d: QuoteRow | OrderRow) => ({
  reteIVA: d.reteIVA,
  taxes: d.taxes ?? null,
  seller: d.seller ?? null,
  trm: d.trm ?? null,
});

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
    ...frozenOf(q),
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
    ...frozenOf(o),
  };
}

/** What a quote froze, as it froze it: its figures, breakdown, seller and TRM. */
const figuresOf = (q: QuoteRow) => {
  const { subtotal, totalVAT, reteFuente, reteIVA, reteICA, total, taxes, seller, trm } = q;
  return { subtotal, totalVAT, reteFuente, reteIVA, reteICA, total, taxes, seller, trm };
};

const NO_CART_CHANGE: CartChange = { emptied: false, removed: [] };

interface Deps {
  orders: Transactional<OrderRepository>;
  outbox: OutboxService;
  /** The cart, read and changed inside the order's transaction. */
  cart: Pick<CartService, 'checkoutItems' | 'takeOut' | 'saleItemsOf'>;
  /** The site config (prices, seller, minimum purchase, quote validity, shop name). */
  config: () => Promise<SiteConfigRow>;
  /** The fraction a client type pays on top of the base price. */
  extraFraction: (clientType: SessionUser['clientType']) => Promise<number>;
  /** The customer's data frozen on each document (the account module's port). */
  customerSnapshot: CustomerSnapshotPort;
  /** Who the buyer is for taxes, read in the document's transaction (the account module's port). */
  buyerTaxProfile: BuyerTaxProfilePort;
  /** The dated tax rules (the taxes module's port). */
  taxRules: TaxRulesPort;
  /** The TRM of the day, or null when none is known (the TRM module). */
  trm: () => Promise<DocumentTrm | null>;
  /** The catalogue's stock, taken in the order's transaction (the products module's port). */
  stock: Pick<StockService, 'reserve' | 'soldOut'>;
}

const quoteNotFound = () => notFound('No encontramos la cotización solicitada.');

/** Quotes and orders of a customer: creation from the cart, conversion, lists. */
export function createOrderService({
  orders,
  outbox,
  cart,
  config,
  extraFraction,
  customerSnapshot,
  buyerTaxProfile,
  taxRules,
  trm,
  stock,
}: Deps) {
  const repo = orders.repo;

  /**
   * Everything a new document is priced and taxed with besides the cart, read before its
   * transaction: the config, today's rules, seller and TRM, the client type's price fraction.
   */
  const pricing = async (user: SessionUser, now = new Date()) => {
    const settings = await config();
    const tax: TaxContext = {
      seller: sellerProfileOf(settings),
      rules: await taxRules.rules(),
      date: bogotaDate(now),
      trm: await trm(),
      minimumPurchase: settings.minimumPurchase,
    };
    return { settings, tax, now, fraction: await extraFraction(user.clientType) };
  };

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

  /**
   * Writes the order, its lines and its confirmation mail in the caller's transaction, and notes in
   * `sale` whether it took a product's last units.
   */
  const writeOrder = async (
    sale: Sale,
    txRepo: OrderRepository,
    tx: Tx,
    user: SessionUser,
    settings: SiteConfigRow,
    values: Omit<NewOrder, 'userId' | 'totalItems' | 'customer'>,
    lines: DocumentLine[],
  ) => {
    await reserveStock(stock.reserve, tx, lines);
    sale.soldOut = await stock.soldOut(
      tx,
      lines.map((l) => ({ productId: l.productId!, quantity: l.quantity })),
    );
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

  /**
   * A replay changed nothing; a new order changed what the storefront shows only when it took a
   * product's last units (`catalogueChanged`: the cached catalogue answers must go).
   */
  const answer = async (outcome: { result: OrderRow; replayed: boolean }, sale: Sale) => {
    if (!outcome.replayed) outbox.wake();
    return {
      order: await created(outcome.result),
      replayed: outcome.replayed,
      catalogueChanged: !outcome.replayed && sale.soldOut,
    };
  };

  /** The customer's own quote, in the caller's transaction: 404 for anyone else's, 409 once converted. */
  const openQuote = async (txRepo: OrderRepository, userId: number, quoteId: number) => {
    const quote = await txRepo.quote(quoteId, userId);
    if (!quote) throw quoteNotFound();
    const converted = await txRepo.orderCustomIdForQuote(quote.id);
    if (converted)
      throw conflict(
        'QUOTE_CONVERTED',
        `La cotización ${quote.customId} ya se convirtió en la orden ${converted}.`,
      );
    return quote;
  };

  /**
   * An expired quote's products and quantities at today's prices and rules, for this buyer. A
   * product that left the catalogue or is no longer for sale stops it, by name.
   */
  const repriced = async (
    txRepo: OrderRepository,
    tx: Tx,
    user: SessionUser,
    quote: QuoteRow,
    ctx: Awaited<ReturnType<typeof pricing>>,
  ) => {
    const quoted = await txRepo.quoteLines(quote.id);
    const products = await cart.saleItemsOf(
      tx,
      quoted.flatMap((l) =>
        l.productId === null ? [] : [{ productId: l.productId, quantity: l.quantity }],
      ),
    );
    const gone = quoted.find((l) => !products.some((p) => p.id === l.productId && p.available));
    if (gone)
      throw new AppError(
        'QUOTE_PRODUCT_UNAVAILABLE',
        `El producto ${gone.name} (${gone.model}) de la cotización ${quote.customId} ya no está disponible; genera una nueva cotización desde el carrito.`,
      );
    const priced = priceLines(products, ctx.fraction);
    const { lines, figures } = taxDocument(priced, await buyerTaxProfile(tx, user.id), ctx.tax);
    return { quoted, lines, figures };
  };

  return {
    /** A quote from the cart at today's prices, taxes and rules; the cart stays as it is (ADR 006). */
    async createQuote(user: SessionUser): Promise<QuoteSummary> {
      const { settings, tax, now, fraction } = await pricing(user);
      const quote = await orders.inTransaction(async (txRepo, tx) => {
        const priced = priceLines(await cart.checkoutItems(tx, user.id), fraction);
        const { lines, figures } = taxDocument(priced, await buyerTaxProfile(tx, user.id), tax);
        return txRepo.insertQuote(
          {
            userId: user.id,
            customer: await customerSnapshot(tx, user.id),
            ...figures,
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
     * An order from the cart: stock taken, the ordered lines out of the cart and the confirmation
     * mail written in one transaction. With an Idempotency-Key every repetition answers the order the first one made.
     */
    async createOrder(user: SessionUser, payMethod: PayMethod, key?: string) {
      const { settings, tax, fraction } = await pricing(user);
      const sale: Sale = { soldOut: false };
      const outcome = await orders.inTransaction((txRepo, tx) =>
        idempotent(
          tx,
          user.id,
          { key, body: { route: 'order', payMethod } },
          (k) => findKeyed(txRepo, user.id, k),
          async (fingerprint) => {
            const priced = priceLines(await cart.checkoutItems(tx, user.id), fraction);
            const { lines, figures } = taxDocument(priced, await buyerTaxProfile(tx, user.id), tax);
            // What was ordered leaves the cart, not the whole cart: a line added or raised while
            // the order waited for stock was never read, so it was not ordered and stays.
            const cartChange = await cart.takeOut(tx, user.id, lines);
            return writeOrder(
              sale,
              txRepo,
              tx,
              user,
              settings,
              {
                payMethod,
                ...figures,
                idempotencyKey: key ?? null,
                requestFingerprint: fingerprint,
                cartChange,
              },
              lines,
            );
          },
        ),
      );
      return answer(outcome, sale);
    },

    /**
     * A quote becomes an order, once. A valid quote keeps everything it froze (lines, prices,
     * taxes, seller, TRM). An expired one is re-priced at today's prices and rules, and only when
     * the customer sends the "Total a pagar" they accepted (GET /api/quotes/{id}/reprice) and it
     * still holds; the quote itself never changes. The quoted quantities leave the cart in the
     * same transaction, and the answer says so (ADR 006).
     */
    async convertQuote(
      user: SessionUser,
      quoteId: number,
      payMethod: PayMethod,
      key?: string,
      acceptedTotal?: number,
    ) {
      const ctx = await pricing(user);
      const sale: Sale = { soldOut: false };
      const body =
        acceptedTotal === undefined
          ? { route: 'convert-quote', id: quoteId, payMethod }
          : { route: 'convert-quote', id: quoteId, payMethod, acceptedTotal };
      const outcome = await orders.inTransaction((txRepo, tx) =>
        idempotent(
          tx,
          user.id,
          { key, body },
          (k) => findKeyed(txRepo, user.id, k),
          async (fingerprint) => {
            const quote = await openQuote(txRepo, user.id, quoteId);
            const keyed = { idempotencyKey: key ?? null, requestFingerprint: fingerprint };
            if (quote.validUntil >= ctx.now) {
              const lines = await txRepo.quoteLines(quote.id);
              const cartChange = await cart.takeOut(tx, user.id, lines);
              return writeOrder(
                sale,
                txRepo,
                tx,
                user,
                ctx.settings,
                { quoteId: quote.id, payMethod, ...figuresOf(quote), ...keyed, cartChange },
                lines,
              );
            }
            if (acceptedTotal === undefined)
              throw conflict('QUOTE_EXPIRED', QUOTE_REPRICE_MESSAGES.expired(quote.customId));
            const { lines, figures } = await repriced(txRepo, tx, user, quote, ctx);
            if (figures.total !== acceptedTotal)
              throw conflict('REPRICE_CHANGED', QUOTE_REPRICE_MESSAGES.changed(quote.customId));
            const cartChange = await cart.takeOut(tx, user.id, lines);
            return writeOrder(
              sale,
              txRepo,
              tx,
              user,
              ctx.settings,
              { quoteId: quote.id, payMethod, ...figures, ...keyed, cartChange },
              lines,
            );
          },
        ),
      );
      return answer(outcome, sale);
    },

    /**
     * An expired quote at today's prices and rules, for the customer to confirm before it becomes
     * an order (the quote itself is not touched). Only the owner sees it; a valid or converted
     * quote has nothing to re-price (409).
     */
    async repriceQuote(user: SessionUser, quoteId: number): Promise<QuoteReprice> {
      const ctx = await pricing(user);
      return orders.inTransaction(async (txRepo, tx) => {
        const quote = await openQuote(txRepo, user.id, quoteId);
        if (quote.validUntil >= ctx.now)
          throw conflict('QUOTE_NOT_EXPIRED', QUOTE_REPRICE_MESSAGES.notExpired);
        const { quoted, lines, figures } = await repriced(txRepo, tx, user, quote, ctx);
        return {
          id: quote.id,
          customId: quote.customId,
          validUntil: quote.validUntil.toISOString(),
          lines: lines.map((l) => ({
            productId: l.productId!,
            name: l.name,
            model: l.model,
            quantity: l.quantity,
            ivaClass: l.ivaClass,
            quotedUnitPrice: quoted.find((q) => q.productId === l.productId)!.unitPrice,
            unitPrice: l.unitPrice,
          })),
          quotedTotal: quote.total,
          taxes: figures.taxes,
        };
      });
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
