import { formatCop, PAY_METHOD_LABELS } from '@shop/shared';
import { mailHtml } from '../../platform/mail/layout';
import type { Mail } from '../../platform/mail/mailer';
import type { OrderRow } from '../orders';

/** A mail to the order's customer: greeting, the lines, the shop's layout. */
export const mail = (
  kind: string,
  order: OrderRow,
  shopName: string,
  subject: string,
  lines: string[],
): Mail => {
  const paragraphs = [`Hola, ${order.customer.fullName}:`, ...lines];
  return {
    kind,
    to: order.customer.email,
    subject: `${shopName}: ${subject}`,
    text: paragraphs.join('\n\n'),
    html: mailHtml(shopName, paragraphs),
  };
};

/** "Pago recibido": written in the transaction that applied the approval, so it goes once. */
export function paymentReceivedMail(
  order: OrderRow,
  shopName: string,
  amount: number,
  covered: boolean,
): Mail {
  const canceled = order.status === 'CANCELED';
  return mail('payment-received', order, shopName, `pago recibido de la orden ${order.customId}`, [
    `Recibimos ${formatCop(amount)} de la orden ${order.customId} (${PAY_METHOD_LABELS[order.payMethod]}).`,
    canceled
      ? 'La orden ya estaba cancelada cuando llegó el pago: le devolveremos el dinero y le escribiremos cuando lo hagamos.'
      : covered
        ? 'La orden está pagada: preparamos el despacho y le escribiremos cuando cambie de estado.'
        : `Falta por pagar ${formatCop(order.total - order.amountPaid)}.`,
    'Puede ver el estado de sus órdenes en la sección Órdenes de su cuenta.',
  ]);
}

/** The gateway did not approve: why, as it said, and that the customer may try again. */
export function paymentFailedMail(order: OrderRow, shopName: string, reason: string | null): Mail {
  return mail(
    'payment-failed',
    order,
    shopName,
    `el pago de la orden ${order.customId} no se aprobó`,
    [
      `El pago de la orden ${order.customId} no fue aprobado${reason ? `: ${reason}` : '.'}`,
      order.payBy
        ? `Su orden sigue reservada hasta el ${order.payBy.toLocaleString('es-CO', { timeZone: 'America/Bogota', dateStyle: 'long', timeStyle: 'short' })}. Puede intentar de nuevo desde la sección Órdenes de su cuenta, con el mismo u otro medio de pago.`
        : 'Puede intentar de nuevo desde la sección Órdenes de su cuenta.',
    ],
  );
}

/** A payment given back: voided at the gateway, or returned by hand. */
export function paymentRefundedMail(order: OrderRow, shopName: string, amount: number): Mail {
  return mail('payment-refunded', order, shopName, `reembolso de la orden ${order.customId}`, [
    `Anulamos el pago de ${formatCop(amount)} de la orden ${order.customId}. La entidad financiera lo refleja en su cuenta según sus plazos.`,
  ]);
}

/** An online order whose window closed unpaid: cancelled, its units back on sale. */
export function orderExpiredMail(order: OrderRow, shopName: string): Mail {
  return mail(
    'order-expired',
    order,
    shopName,
    `la orden ${order.customId} se canceló por falta de pago`,
    [
      `No recibimos el pago de la orden ${order.customId} dentro del plazo de reserva, así que la cancelamos y liberamos sus productos.`,
      'Si aún los necesita, puede hacer una nueva orden desde el carrito.',
    ],
  );
}
