import type { AttemptStatus, OrderStatus, PaymentStatus } from '@shop/shared';

/** The order's money as it stands before a gateway status is applied. */
export interface OrderMoney {
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  /** Whole pesos received so far. */
  amountPaid: number;
  /** "Total a pagar". */
  total: number;
}

/** What applying one gateway status to one attempt does; the caller writes it in one transaction. */
export interface Transition {
  attemptStatus: AttemptStatus;
  /** Pesos received (APPROVED) or given back (VOIDED of an approved payment); 0 otherwise. */
  received: number;
  reversed: number;
  paymentStatus: PaymentStatus;
  /** The first time the order is covered: `paidAt` is set now and never again. */
  paid: boolean;
  /** The cancelled order got money: it must be given back by hand. */
  refundDue: boolean;
  voided: boolean;
  mail: 'received' | 'failed' | 'refunded' | null;
}

/** The status the money received makes, for an order that is not cancelled. */
export function coveredStatus(amountPaid: number, total: number): PaymentStatus {
  if (amountPaid >= total) return 'PAID';
  return amountPaid > 0 ? 'PARTIALLY_PAID' : 'UNPAID';
}

/**
 * One gateway status applied to an attempt of an order (each (transaction, status) pair reaches
 * here once). Cents become pesos exactly: an attempt's amount is always the order's pesos × 100.
 * `otherPending` says another attempt of the order is still in progress at the gateway.
 */
export function transition(
  order: OrderMoney,
  attempt: { status: AttemptStatus; amountInCents: number },
  incoming: AttemptStatus,
  otherPending: boolean,
): Transition {
  const amount = attempt.amountInCents / 100;
  const none: Transition = {
    attemptStatus: attempt.status,
    received: 0,
    reversed: 0,
    paymentStatus: order.paymentStatus,
    paid: false,
    refundDue: false,
    voided: false,
    mail: null,
  };
  const open = attempt.status === 'CREATED' || attempt.status === 'PENDING';
  switch (incoming) {
    case 'CREATED':
      return none;
    case 'PENDING':
      if (attempt.status !== 'CREATED') return none;
      return {
        ...none,
        attemptStatus: 'PENDING',
        paymentStatus: order.paymentStatus === 'UNPAID' ? 'PENDING' : order.paymentStatus,
      };
    case 'APPROVED': {
      const amountPaid = order.amountPaid + amount;
      const canceled = order.status === 'CANCELED';
      const paymentStatus = canceled ? 'REFUND_DUE' : coveredStatus(amountPaid, order.total);
      return {
        ...none,
        attemptStatus: 'APPROVED',
        received: amount,
        paymentStatus,
        paid: paymentStatus === 'PAID' && order.amountPaid < order.total,
        refundDue: canceled,
        mail: 'received',
      };
    }
    case 'DECLINED':
    case 'ERROR': {
      if (!open) return none;
      const waiting = order.paymentStatus === 'PENDING' && !otherPending;
      return {
        ...none,
        attemptStatus: incoming,
        paymentStatus: waiting ? coveredStatus(order.amountPaid, order.total) : order.paymentStatus,
        mail: 'failed',
      };
    }
    case 'VOIDED': {
      if (attempt.status !== 'APPROVED') return open ? { ...none, attemptStatus: 'VOIDED' } : none;
      const amountPaid = order.amountPaid - amount;
      return {
        ...none,
        attemptStatus: 'VOIDED',
        reversed: amount,
        paymentStatus: amountPaid > 0 ? coveredStatus(amountPaid, order.total) : 'REFUNDED',
        voided: true,
        mail: 'refunded',
      };
    }
  }
}
