import type { OrderPayment, PaymentAttempt } from '@shop/shared';

/** The newest attempt (the server lists them newest first), if the order was ever sent to pay. */
export const lastAttempt = (payment: OrderPayment): PaymentAttempt | undefined =>
  payment.attempts[0];

/**
 * Whether the gateway has yet to decide: a payment in progress (PSE and Nequi take minutes), or
 * the newest attempt not settled. The return page keeps asking while this holds.
 */
export function awaitsGateway(payment: OrderPayment): boolean {
  const status = lastAttempt(payment)?.status;
  return payment.paymentStatus === 'PENDING' || status === 'CREATED' || status === 'PENDING';
}

/** What the return page says, read from the server's answer only, never from the address. */
export type Outcome =
  | { kind: 'confirming' }
  | { kind: 'stillConfirming' }
  | { kind: 'paid' }
  | { kind: 'declined'; message: string | null }
  | { kind: 'expired' }
  | { kind: 'canceled' }
  | { kind: 'refundDue' }
  | { kind: 'refunded' }
  | { kind: 'state' };

interface OutcomeContext {
  /** Back from the gateway with a transaction the server took: its result is the news. */
  returned: boolean;
  /** Two minutes passed without the gateway's answer. */
  gaveUp: boolean;
}

export function outcomeOf(payment: OrderPayment, { returned, gaveUp }: OutcomeContext): Outcome {
  switch (payment.paymentStatus) {
    case 'PAID':
      return { kind: 'paid' };
    case 'EXPIRED':
      return { kind: 'expired' };
    case 'REFUND_DUE':
      return { kind: 'refundDue' };
    case 'REFUNDED':
      return { kind: 'refunded' };
  }
  if (payment.canceled) return { kind: 'canceled' };
  if (returned && awaitsGateway(payment))
    return { kind: gaveUp ? 'stillConfirming' : 'confirming' };
  const last = lastAttempt(payment);
  if (returned && last && (last.status === 'DECLINED' || last.status === 'ERROR'))
    return { kind: 'declined', message: last.statusMessage };
  return { kind: 'state' };
}
