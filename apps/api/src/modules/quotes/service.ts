import {
  ORDER_MESSAGES,
  pageWindow,
  QUOTE_REPRICE_MESSAGES,
  type PageRequest,
  type PayMethod,
  type QuoteReprice,
  type QuoteSummary,
  type SessionUser,
} from '@shop/shared';
import type { Tx } from '../../db/client';
import type { Transactional } from '../../db/transactional';
import { accountOf, assertMayBuy, documentScopeOf } from '../../lib/buyer';
import { AppError, conflict, notFound } from '../../lib/errors';
import type { CustomerSnapshotPort } from '../account/customer-snapshot';
import type { CartService } from '../cart/service';
import type { CheckoutService } from '../checkout/service';
import type { Pricing } from '../checkout/pricing';
import { itemsOf, priceLines, withChoices, type OrderChoices } from '../checkout/steps';
import { toQuoteSummary, type DocumentStore, type QuoteRow } from '../orders';

const DAY_MS = 24 * 60 * 60 * 1000;

interface Deps {
  orders: Transactional<DocumentStore>;
  /** The cart a quote is made from, and the catalogue's side of an expired quote's products. */
  cart: Pick<CartService, 'checkoutItems' | 'saleItemsOf'>;
  /** The customer's data frozen on each document (the account module's port). */
  customerSnapshot: CustomerSnapshotPort;
  /** Pricing, the tax engine and placing an order (the checkout module's port). */
  checkout: Pick<CheckoutService, 'pricing' | 'taxed' | 'place'>;
}

/** A quote to convert, with what its order answer must repeat on a replay. */
export interface Conversion extends OrderChoices {
  quoteId: number;
  payMethod: PayMethod;
  key?: string;
  /** The "Total a pagar" the customer accepted for an expired quote (its re-pricing). */
  acceptedTotal?: number;
}

/** What a quote froze, as it froze it: its figures, breakdown, seller and TRM. */
const figuresOf = (q: QuoteRow) => {
  const { subtotal, totalVAT, reteFuente, reteIVA, reteICA, total, taxes, seller, trm } = q;
  return { subtotal, totalVAT, reteFuente, reteIVA, reteICA, total, taxes, seller, trm };
};

const quoteNotFound = () => notFound(ORDER_MESSAGES.quoteNotFound);

/** A customer's quotes: made from the cart, listed, re-priced once expired, converted once. */
export function createQuoteService({ orders, cart, customerSnapshot, checkout }: Deps) {
  /**
   * A quote the buyer reads, in the caller's transaction: 404 for anyone else's, 409 once
   * converted. A member whose role only reads may not act on it (403).
   */
  const openQuote = async (store: DocumentStore, user: SessionUser, quoteId: number) => {
    assertMayBuy(user);
    const quote = await store.quote(quoteId, documentScopeOf(user));
    if (!quote) throw quoteNotFound();
    const converted = await store.orderCustomIdForQuote(quote.id);
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
    store: DocumentStore,
    tx: Tx,
    user: SessionUser,
    quote: QuoteRow,
    pricing: Pricing,
  ) => {
    const quoted = await store.quoteLines(quote.id);
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
        `El producto ${gone.name} (${gone.model}) de la cotización ${quote.customId} ya no está disponible; genere una nueva cotización desde el carrito.`,
      );
    const priced = priceLines(products, pricing.fraction);
    return { quoted, ...(await checkout.taxed(tx, user, priced, pricing)) };
  };

  return {
    /** A quote from the cart at today's prices, taxes and rules; the cart stays as it is (ADR 006). */
    async createQuote(user: SessionUser): Promise<QuoteSummary> {
      assertMayBuy(user);
      const pricing = await checkout.pricing(user);
      const { now, settings } = pricing;
      const quote = await orders.inTransaction(async (store, tx) => {
        const priced = priceLines(await cart.checkoutItems(tx, user.id), pricing.fraction);
        const { lines, figures } = await checkout.taxed(tx, user, priced, pricing);
        return store.insertQuote(
          {
            userId: accountOf(user),
            createdBy: user.id,
            customer: await customerSnapshot(tx, accountOf(user), user.id),
            ...figures,
            totalItems: itemsOf(lines),
            createdAt: now,
            validUntil: new Date(now.getTime() + settings.quoteValidityDays * DAY_MS),
          },
          lines,
        );
      });
      return toQuoteSummary(quote, null, user.fullName);
    },

    /**
     * A quote becomes an order, once. A valid quote keeps everything it froze (lines, prices,
     * taxes, seller, TRM). An expired one is re-priced at today's prices and rules, and only when
     * the customer sends the "Total a pagar" they accepted (GET /api/quotes/{id}/reprice) and it
     * still holds; the quote itself never changes. The quoted quantities leave the cart in the
     * same transaction, and the answer says so (ADR 006).
     */
    convertQuote(
      user: SessionUser,
      { quoteId, payMethod, key, acceptedTotal, ...choices }: Conversion,
    ) {
      const body = {
        route: 'convert-quote',
        id: quoteId,
        payMethod,
        ...(acceptedTotal === undefined ? {} : { acceptedTotal }),
        ...withChoices(choices),
      };
      return checkout.place({ user, payMethod, ...choices, key, body }, async (c) => {
        const quote = await openQuote(c.store, user, quoteId);
        if (quote.validUntil >= c.pricing.now)
          return {
            quoteId: quote.id,
            lines: await c.store.quoteLines(quote.id),
            figures: figuresOf(quote),
          };
        if (acceptedTotal === undefined)
          throw conflict('QUOTE_EXPIRED', QUOTE_REPRICE_MESSAGES.expired(quote.customId));
        const { lines, figures } = await repriced(c.store, c.tx, user, quote, c.pricing);
        if (figures.total !== acceptedTotal)
          throw conflict('REPRICE_CHANGED', QUOTE_REPRICE_MESSAGES.changed(quote.customId));
        return { quoteId: quote.id, lines, figures };
      });
    },

    /**
     * An expired quote at today's prices and rules, for the customer to confirm before it becomes
     * an order (the quote itself is not touched). Only the owner sees it; a valid or converted
     * quote has nothing to re-price (409).
     */
    async repriceQuote(user: SessionUser, quoteId: number): Promise<QuoteReprice> {
      const pricing = await checkout.pricing(user);
      return orders.inTransaction(async (store, tx) => {
        const quote = await openQuote(store, user, quoteId);
        if (quote.validUntil >= pricing.now)
          throw conflict('QUOTE_NOT_EXPIRED', QUOTE_REPRICE_MESSAGES.notExpired);
        const { quoted, lines, figures } = await repriced(store, tx, user, quote, pricing);
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

    async listQuotes(user: SessionUser, page: PageRequest) {
      const window = pageWindow(page);
      const { total, rows } = await orders.repo.listQuotes(documentScopeOf(user), window);
      return {
        quotes: rows.map((r) => toQuoteSummary(r.quote, r.orderCustomId, r.createdByName)),
        totalPages: window.totalPages(total),
      };
    },
  };
}

export type QuoteService = ReturnType<typeof createQuoteService>;
