import {
  isOnlinePayMethod,
  type CartChange,
  type OrderCreated,
  type PayMethod,
  type SessionUser,
} from '@shop/shared';
import type { Tx } from '../../db/client';
import type { Transactional } from '../../db/transactional';
import type { OutboxService } from '../../platform/mail/service';
import type { BuyerTaxProfilePort } from '../account/buyer-tax-profile';
import type { CustomerSnapshotPort } from '../account/customer-snapshot';
import type { CartService } from '../cart/service';
import type { SiteConfigRow } from '../config/service';
import type { DeliveryAddressPort } from '../companies';
import type { CreditPort } from '../credit';
import {
  reserveStock,
  toOrderSummary,
  type DocumentLine,
  type DocumentStore,
  type NewOrder,
  type OrderRow,
} from '../orders';
import { readyKeys } from '../payments';
import type { StockService } from '../stock/service';
import { accountOf, assertMayBuy } from '../../lib/buyer';
import { conflict } from '../../lib/errors';
import { idempotent } from './idempotency';
import { createPricing, type Pricing, type PricingDeps } from './pricing';
import {
  enqueueConfirmation,
  itemsOf,
  priceLines,
  taxDocument,
  withChoices,
  type OrderChoices,
  type DocumentFigures,
} from './steps';

interface Deps extends PricingDeps {
  orders: Transactional<DocumentStore>;
  outbox: OutboxService;
  /** The cart, read and changed inside the order's transaction. */
  cart: Pick<CartService, 'checkoutItems' | 'takeOut'>;
  /** The customer's data frozen on each document (the account module's port). */
  customerSnapshot: CustomerSnapshotPort;
  /** Who the buyer is for taxes, read in the document's transaction (the account module's port). */
  buyerTaxProfile: BuyerTaxProfilePort;
  /** The catalogue's stock, taken in the order's transaction (the stock module's port). */
  stock: Pick<StockService, 'reserve' | 'soldOut'>;
  /** Company credit: the limit check of an order on credit (the credit module's port). */
  credit: CreditPort;
  /** The company's address an order picked (the companies module's port). */
  deliveryAddress: DeliveryAddressPort;
}

/** Who places an order and how it is paid; `body` is what the Idempotency-Key's fingerprint covers. */
export interface OrderRequest extends OrderChoices {
  user: SessionUser;
  payMethod: PayMethod;
  key?: string;
  body: Record<string, unknown>;
}

/** One order being placed, inside its transaction: what each of its steps reads. */
export interface Checkout {
  request: OrderRequest;
  pricing: Pricing;
  tx: Tx;
  /** The quotes and orders, bound to the order's transaction. */
  store: DocumentStore;
}

/** What an order is made of, chosen inside its transaction: the cart's lines or a quote's. */
export interface OrderContent {
  lines: DocumentLine[];
  /** Today's figures, or a valid quote's as it froze them (without a breakdown before the tax engine). */
  figures: Pick<NewOrder, keyof DocumentFigures>;
  quoteId?: number;
}

const NO_CART_CHANGE: CartChange = { emptied: false, removed: [] };

/** An order paid online keeps its units for the configured window, then it is cancelled unpaid. */
const payByOf = (payMethod: PayMethod, settings: SiteConfigRow, now = new Date()) =>
  isOnlinePayMethod(payMethod)
    ? new Date(now.getTime() + settings.onlinePaymentHours * 3600_000)
    : null;

/**
 * A method this shop cannot take now is refused before anything is written; company credit is
 * checked once the order's total is known (`onCredit`).
 */
function assertPayable(payMethod: PayMethod, settings: SiteConfigRow) {
  if (isOnlinePayMethod(payMethod) && !readyKeys(settings))
    throw conflict('ONLINE_PAYMENTS_UNAVAILABLE');
}

/**
 * Placing an order: its content (from the cart, or from a quote through the quotes module), then
 * in one transaction the limit check of an order on credit, the lines out of the cart, the stock
 * taken, the order written with the customer's snapshot and its confirmation mail. With an
 * Idempotency-Key every repetition answers the order the first one made.
 */
export function createCheckoutService(deps: Deps) {
  const { orders, outbox, cart, customerSnapshot, buyerTaxProfile, stock, credit } = deps;
  const delivery = (c: Checkout) =>
    c.request.deliveryAddressId === undefined
      ? null
      : deps.deliveryAddress(c.tx, c.request.user, c.request.deliveryAddressId);
  const pricing = createPricing(deps);

  /** Priced lines through the one tax engine for this buyer, in the document's transaction. */
  const taxed = async (tx: Tx, user: SessionUser, priced: DocumentLine[], p: Pricing) =>
    taxDocument(priced, await buyerTaxProfile(tx, accountOf(user)), p.tax);

  /**
   * What was ordered leaves the cart, not the whole cart: a line added or raised while the order
   * waited for stock was never read, so it was not ordered and stays.
   */
  const takeOutOfCart = (c: Checkout, lines: DocumentLine[]) =>
    cart.takeOut(c.tx, c.request.user.id, lines);

  /** Takes the stock of every line; whether a product ran out of units with it. */
  const takeStock = async (c: Checkout, lines: DocumentLine[]) => {
    await reserveStock(stock.reserve, c.tx, lines);
    return stock.soldOut(
      c.tx,
      lines.map((l) => ({ productId: l.productId!, quantity: l.quantity })),
    );
  };

  /**
   * An order on company credit must fit what the company may still owe, checked with its line
   * locked in this transaction (docs/payments.md, "Company credit"); answers its due date.
   */
  const onCredit = async (c: Checkout, { figures }: OrderContent) =>
    c.request.payMethod === 'COMPANY_CREDIT'
      ? (await credit.reserve(c.tx, accountOf(c.request.user), figures.total, c.pricing.now)).dueOn
      : null;

  const writeOrder = async (
    c: Checkout,
    { lines, figures, quoteId }: OrderContent,
    cartChange: CartChange,
    fingerprint: string | null,
    dueOn: string | null,
  ) =>
    c.store.insertOrder(
      {
        ...(quoteId === undefined ? {} : { quoteId }),
        payMethod: c.request.payMethod,
        payBy: payByOf(c.request.payMethod, c.pricing.settings),
        dueOn,
        purchaseOrder: c.request.purchaseOrder ?? null,
        deliveryAddress: await delivery(c),
        ...figures,
        idempotencyKey: c.request.key ?? null,
        requestFingerprint: fingerprint,
        cartChange,
        userId: accountOf(c.request.user),
        createdBy: c.request.user.id,
        totalItems: itemsOf(lines),
        customer: await customerSnapshot(c.tx, accountOf(c.request.user), c.request.user.id),
      },
      lines,
    );

  /** The answer for an order, the first time and on every replay of its Idempotency-Key. */
  const created = async (
    order: OrderRow,
    settings: SiteConfigRow,
    user: SessionUser,
  ): Promise<OrderCreated> => ({
    ...toOrderSummary(
      order,
      order.quoteId === null ? null : ((await orders.repo.quoteCustomId(order.quoteId)) ?? null),
      settings,
      user.fullName,
    ),
    cart: order.cartChange ?? NO_CART_CHANGE,
  });

  /**
   * Places the order `content` makes. A replay changed nothing; a new order changed what the
   * storefront shows only when it took a product's last units (`catalogueChanged`).
   */
  async function place(request: OrderRequest, content: (c: Checkout) => Promise<OrderContent>) {
    assertMayBuy(request.user);
    const p = await pricing(request.user);
    let soldOut = false;
    const { user, key, body } = request;
    const outcome = await orders.inTransaction((store, tx) =>
      idempotent(
        tx,
        user.id,
        { key, body },
        async (k) => {
          const order = await store.orderByKey(user.id, k);
          return order && { fingerprint: order.requestFingerprint, result: order };
        },
        async (fingerprint) => {
          assertPayable(request.payMethod, p.settings);
          const c: Checkout = { request, pricing: p, tx, store };
          const made = await content(c);
          const dueOn = await onCredit(c, made);
          const cartChange = await takeOutOfCart(c, made.lines);
          soldOut = await takeStock(c, made.lines);
          const order = await writeOrder(c, made, cartChange, fingerprint, dueOn);
          await enqueueConfirmation(outbox, tx, order, user, p.settings);
          return order;
        },
      ),
    );
    if (!outcome.replayed) outbox.wake();
    return {
      order: await created(outcome.result, p.settings, request.user),
      replayed: outcome.replayed,
      catalogueChanged: !outcome.replayed && soldOut,
    };
  }

  return {
    pricing,
    taxed,
    place,

    /** An order from the cart at today's prices, taxes and rules. */
    fromCart: (user: SessionUser, payMethod: PayMethod, key?: string, choices: OrderChoices = {}) =>
      place(
        {
          user,
          payMethod,
          ...choices,
          key,
          body: { route: 'order', payMethod, ...withChoices(choices) },
        },
        async (c) =>
          taxed(
            c.tx,
            user,
            priceLines(await cart.checkoutItems(c.tx, user.id), c.pricing.fraction),
            c.pricing,
          ),
      ),
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
