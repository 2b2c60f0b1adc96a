import {
  bogotaDate,
  formatCop,
  isOverdue,
  PAY_METHOD_LABELS,
  type OrderSummary,
} from '@shop/shared';
import { Badge } from '../ui/badge/badge';
import { PaymentStatusBadge } from '../ui/badge/payment-status-badge';
import { formatDate, formatLongDateTime } from '../../utils/format';
import { awaitsOnlinePayment } from '../../utils/online-payment';

/**
 * How an order is paid, as facts for its page: the method, the state of the money and how much
 * arrived, when it was paid, the due date on company credit, until when an online one is held.
 */
export function orderPaymentFacts(order: OrderSummary) {
  return [
    { label: 'Método de pago', value: PAY_METHOD_LABELS[order.payMethod] },
    { label: 'Estado del pago', value: <PaymentStatusBadge status={order.paymentStatus} /> },
    {
      label: 'Pagado',
      value: `${formatCop(order.amountPaid)} de ${formatCop(order.totalOrder)}`,
    },
    ...(order.paidAt
      ? [
          {
            label: 'Pagada el',
            value: <time dateTime={order.paidAt}>{formatLongDateTime(order.paidAt)}</time>,
          },
        ]
      : []),
    ...(order.dueOn
      ? [
          {
            label: 'Fecha de vencimiento',
            value: (
              <>
                {formatDate(order.dueOn)}{' '}
                {isOverdue(order, bogotaDate()) ? <Badge tone="danger">Vencida</Badge> : null}
              </>
            ),
          },
        ]
      : []),
    ...(order.payBy && awaitsOnlinePayment(order)
      ? [
          {
            label: 'Reservada hasta',
            value: <time dateTime={order.payBy}>{formatLongDateTime(order.payBy)}</time>,
          },
        ]
      : []),
  ];
}
