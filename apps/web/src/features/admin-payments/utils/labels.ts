import type { ReceivedPaymentSource, RefundStatus } from '@shop/shared';

/** Where money received against an order came from. */
export const RECEIVED_SOURCE_LABELS: Record<ReceivedPaymentSource, string> = {
  ONLINE: 'Pago en línea (Wompi)',
  TRANSFER: 'Transferencia bancaria',
  STAFF: 'Registrado por el personal',
};

/** What became of the money of a cancelled order. */
export const REFUND_STATUS_LABELS: Record<RefundStatus, string> = {
  VOIDED: 'Anulado en la pasarela',
  DUE: 'Por hacer',
  DONE: 'Hecho',
};

export const PAYMENTS_MESSAGES = {
  loadFailed: 'Hubo un problema al cargar los pagos.',
  detailLoadFailed: 'Hubo un problema al cargar el pago de la orden.',
  refundFailed: 'No se pudo registrar el reembolso.',
} as const;
