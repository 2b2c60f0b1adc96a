import {
  isOnlinePayMethod,
  ONLINE_PAYMENT_MESSAGES,
  PAY_METHODS,
  type CheckoutRedirect,
  type OrderPayment,
  type PayMethod,
  type PayOptions,
  type SessionUser,
} from '@shop/shared';
import type { Transactional } from '../../db/transactional';
import { accountOf, assertMayBuy, documentScopeOf } from '../../lib/buyer';
import { AppError, conflict } from '../../lib/errors';
import type { SiteConfigRow } from '../config/service';
import type { CreditService } from '../credit';
import { orderOr404, type DocumentStore, type OrderRow } from '../orders';
import type { TransitionApplier } from './apply';
import { readyKeys } from './keys';
import type { AttemptRow, PaymentRepository } from './repository';
import { checkoutUrlOf } from './wompi/checkout-url';
import { GatewayUnavailable, type WompiGateway } from './wompi/gateway';

interface Deps {
  payments: Transactional<PaymentRepository>;
  orders: Transactional<DocumentStore>;
  gateway: WompiGateway;
  apply: TransitionApplier;
  config: () => Promise<SiteConfigRow>;
  publicUrl: string;
  /** The company's active credit line, if any (the credit module's port). */
  credit: Pick<CreditService, 'summary'>;
}

/** The gateway's failure as the customer reads it; the detail goes to the log by the error handler. */
async function gatewayCall<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof GatewayUnavailable) throw new AppError('PAYMENT_GATEWAY_UNAVAILABLE');
    throw err;
  }
}

/** Why an order cannot start a new online attempt, or null when it can. */
function notPayable(order: OrderRow, attempts: AttemptRow[], now = new Date()): AppError | null {
  const refuse = (message: string) => conflict('ORDER_NOT_PAYABLE', message);
  if (!isOnlinePayMethod(order.payMethod)) return refuse(ONLINE_PAYMENT_MESSAGES.notOnline);
  if (order.paymentStatus === 'EXPIRED') return refuse(ONLINE_PAYMENT_MESSAGES.expired);
  if (order.status === 'CANCELED') return refuse(ONLINE_PAYMENT_MESSAGES.canceled);
  if (order.amountPaid >= order.total) return refuse(ONLINE_PAYMENT_MESSAGES.alreadyPaid);
  if (order.payBy && order.payBy <= now) return refuse(ONLINE_PAYMENT_MESSAGES.expired);
  if (attempts.some((a) => a.status === 'PENDING')) return conflict('PAYMENT_IN_PROGRESS');
  return null;
}

export function toOrderPayment(order: OrderRow, attempts: AttemptRow[]): OrderPayment {
  return {
    orderId: order.id,
    customId: order.customId,
    payMethod: order.payMethod,
    paymentStatus: order.paymentStatus,
    total: order.total,
    amountPaid: order.amountPaid,
    paidAt: order.paidAt?.toISOString() ?? null,
    payBy: order.payBy?.toISOString() ?? null,
    canPayOnline: notPayable(order, attempts) === null,
    canceled: order.status === 'CANCELED',
    attempts: attempts.map((a) => ({
      reference: a.reference,
      status: a.status,
      statusMessage: a.statusMessage,
      method: a.method,
      amount: a.amountInCents / 100,
      createdAt: a.createdAt.toISOString(),
    })),
  };
}

/** The customer's side of paying online: choosing a method, going to pay, coming back. */
export function createPaymentService({
  payments,
  orders,
  gateway,
  apply,
  config,
  publicUrl,
  credit,
}: Deps) {
  // An order the user does not read is not found: the same 404 as one that does not exist.
  const ownOrder = async (user: SessionUser, id: number) =>
    orderOr404(await orders.repo.order(id, documentScopeOf(user)));
  const paymentOf = async (order: OrderRow) =>
    toOrderPayment(order, await payments.repo.attemptsOf(order.id));
  const keysOrRefuse = async () => {
    const keys = readyKeys(await config());
    if (!keys) throw conflict('ONLINE_PAYMENTS_UNAVAILABLE');
    return keys;
  };

  return {
    /**
     * Online methods only while the gateway's keys are stored; company credit only to a company
     * with an active line, answered with what it may still order on it.
     */
    async payOptions(user: SessionUser): Promise<PayOptions> {
      const online = readyKeys(await config()) !== null;
      const line = await credit.summary(accountOf(user));
      const methods = PAY_METHODS.filter(
        (m: PayMethod) =>
          m === 'BANK_TRANSFER' ||
          (online && isOnlinePayMethod(m)) ||
          (m === 'COMPANY_CREDIT' && line !== null),
      );
      return { methods, credit: line };
    },

    orderPayment: async (user: SessionUser, id: number) => paymentOf(await ownOrder(user, id)),

    /**
     * A new attempt with its own reference, or the one the customer left at the checkout without
     * paying (the gateway refuses to approve one reference twice, so the order is never paid
     * twice through it). The amount in cents is the "Total a pagar" × 100.
     */
    async start(user: SessionUser, id: number): Promise<CheckoutRedirect> {
      await ownOrder(user, id);
      assertMayBuy(user);
      const keys = await keysOrRefuse();
      const acceptance = await gatewayCall(() => gateway.acceptance(keys));
      const attempt = await payments.inTransaction(async (repo, tx) => {
        const order = (await orders.within(tx).lockOrder(id))!;
        const attempts = await repo.attemptsOf(order.id);
        const refusal = notPayable(order, attempts);
        if (refusal) throw refusal;
        const amountInCents = (order.total - order.amountPaid) * 100;
        const left = attempts.find((a) => a.status === 'CREATED');
        if (left && left.amountInCents === amountInCents && left.environment === keys.environment)
          return { attempt: left, order };
        const made = await repo.insertAttempt({
          orderId: order.id,
          reference: `${order.customId}-P${attempts.length + 1}`,
          amountInCents,
          environment: keys.environment,
        });
        return { attempt: made, order };
      });
      const { order } = attempt;
      return {
        reference: attempt.attempt.reference,
        termsUrl: acceptance?.permalink || null,
        checkoutUrl: checkoutUrlOf({
          checkoutUrl: gateway.checkoutUrl,
          publicKey: keys.publicKey,
          integritySecret: keys.integritySecret,
          reference: attempt.attempt.reference,
          amountInCents: attempt.attempt.amountInCents,
          redirectUrl: new URL(`/orders/${order.id}/pago`, publicUrl).toString(),
          expirationTime: order.payBy!.toISOString(),
          customer: { email: order.customer.email, fullName: order.customer.fullName },
        }),
      };
    },

    /**
     * The customer came back from the checkout naming a transaction: the shop asks the gateway
     * what it is, and applies that. The address the browser brought proves nothing by itself.
     */
    async confirm(user: SessionUser, id: number, transactionId: string): Promise<OrderPayment> {
      const order = await ownOrder(user, id);
      const keys = await keysOrRefuse();
      const t = await gatewayCall(() => gateway.transaction(keys, transactionId));
      const attempt = t && (await payments.repo.attemptByReference(t.reference));
      if (!t || !attempt || attempt.orderId !== order.id)
        throw new AppError('PAYMENT_UNKNOWN_TRANSACTION');
      const outcome = await apply(t, 'return');
      if (outcome === 'MISMATCH') throw new AppError('PAYMENT_UNKNOWN_TRANSACTION');
      return paymentOf((await orders.repo.order(id))!);
    },
  };
}
export type PaymentService = ReturnType<typeof createPaymentService>;
