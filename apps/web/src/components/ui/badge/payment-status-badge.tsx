import { PAYMENT_STATUS_LABELS, type PaymentStatus } from '@shop/shared';
import { Badge, type BadgeTone } from './badge';

// The money of an order, apart from where its goods are (docs/payments.md): green once paid, red
// where it went wrong or staff owe a refund, yellow while the gateway decides.
const TONES: Record<PaymentStatus, BadgeTone> = {
  UNPAID: 'neutral',
  PENDING: 'progress',
  PARTIALLY_PAID: 'info',
  PAID: 'success',
  EXPIRED: 'danger',
  REFUND_DUE: 'danger',
  REFUNDED: 'neutral',
};

/** 'Sin pagar', 'Pago en verificación', 'Pagada'… as a pill beside the order's own status. */
export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  return <Badge tone={TONES[status]}>{PAYMENT_STATUS_LABELS[status]}</Badge>;
}
