/**
 * Whether an order's money arrived, apart from its fulfilment status (docs/architecture.md,
 * departure 11): an order can be SENT and unpaid (on credit) or PAID and still PENDING to ship.
 */
export const PAYMENT_STATUSES = [
  'UNPAID',
  'PENDING',
  'PARTIALLY_PAID',
  'PAID',
  'EXPIRED',
  'REFUND_DUE',
  'REFUNDED',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  UNPAID: 'Sin pagar',
  PENDING: 'Pago en verificación',
  PARTIALLY_PAID: 'Pago parcial',
  PAID: 'Pagada',
  EXPIRED: 'Reserva vencida sin pago',
  REFUND_DUE: 'Reembolso por hacer',
  REFUNDED: 'Reembolsada',
};

/**
 * One online payment attempt as the gateway reports it (Wompi's transaction statuses), plus
 * CREATED: the customer was sent to the checkout and no transaction is known yet.
 */
export const ATTEMPT_STATUSES = [
  'CREATED',
  'PENDING',
  'APPROVED',
  'DECLINED',
  'VOIDED',
  'ERROR',
] as const;
export type AttemptStatus = (typeof ATTEMPT_STATUSES)[number];

export const ATTEMPT_STATUS_LABELS: Record<AttemptStatus, string> = {
  CREATED: 'Iniciado',
  PENDING: 'En proceso',
  APPROVED: 'Aprobado',
  DECLINED: 'Rechazado',
  VOIDED: 'Anulado',
  ERROR: 'Con error',
};

/** Statuses the gateway never changes again, except APPROVED, which a void turns into VOIDED. */
export const FINAL_ATTEMPT_STATUSES = ['APPROVED', 'DECLINED', 'VOIDED', 'ERROR'] as const;

export const isFinalAttemptStatus = (status: AttemptStatus) =>
  (FINAL_ATTEMPT_STATUSES as readonly AttemptStatus[]).includes(status);

/**
 * Where money received against an order came from: the online gateway, a bank transfer whose
 * receipt staff confirmed, or a payment staff recorded by hand (a credit order's instalment).
 */
export const RECEIVED_PAYMENT_SOURCES = ['ONLINE', 'TRANSFER', 'STAFF'] as const;
export type ReceivedPaymentSource = (typeof RECEIVED_PAYMENT_SOURCES)[number];

/** What became of the money of a cancelled order that had been paid. */
export const REFUND_STATUSES = ['VOIDED', 'DUE', 'DONE'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];
