import { formatCop, ORDER_STATUS_LABELS, PAY_METHOD_LABELS, type SessionUser } from '@shop/shared';
import { mailHtml } from '../../platform/mail/layout';
import type { Mail } from '../../platform/mail/mailer';
import type { OrderRow } from './repository';

/**
 * The customer's confirmation: readable id, "Total a pagar" and payment method. The withholdings
 * are named only when the buyer practises some (a natural person buying as 'Cliente final' does not).
 */
export function orderCreatedMail(order: OrderRow, user: SessionUser, shopName: string): Mail {
  const withheld = order.reteFuente + order.reteIVA + order.reteICA;
  const taxes = withheld
    ? `IVA incluido, menos ${formatCop(withheld)} de retenciones que practicas`
    : 'IVA incluido';
  const paragraphs = [
    `Hola, ${user.fullName}:`,
    `Recibimos tu orden ${order.customId}. Total a pagar: ${formatCop(order.total)} (${taxes}).`,
    `Método de pago: ${PAY_METHOD_LABELS[order.payMethod]}. Te escribiremos cuando la orden cambie de estado.`,
    'Puedes descargar el PDF de la orden en la sección Órdenes de tu cuenta.',
  ];
  return {
    kind: 'order-created',
    to: user.email,
    subject: `${shopName}: orden ${order.customId} recibida`,
    text: paragraphs.join('\n\n'),
    html: mailHtml(shopName, paragraphs),
  };
}

/** The customer's notice of a status change, with the shop's note when staff wrote one. */
export function orderStatusMail(order: OrderRow, shopName: string, comments?: string): Mail {
  const paragraphs = [
    `Hola, ${order.customer.fullName}:`,
    `Tu orden ${order.customId} cambió de estado: ahora está ${ORDER_STATUS_LABELS[order.status]}.`,
    ...(comments ? [`Comentarios: ${comments}`] : []),
    'Puedes consultar tus órdenes en la sección Órdenes de tu cuenta.',
  ];
  return {
    kind: 'order-status',
    to: order.customer.email,
    subject: `${shopName}: tu orden ${order.customId} está en estado ${ORDER_STATUS_LABELS[order.status]}`,
    text: paragraphs.join('\n\n'),
    html: mailHtml(shopName, paragraphs),
  };
}
