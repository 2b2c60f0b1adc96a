import {
  bankAccountLine,
  creditInstructions,
  formatCop,
  NOT_AN_INVOICE,
  ORDER_STATUS_LABELS,
  PAY_METHOD_LABELS,
  PURCHASE_ORDER_LABEL,
  transferInstructions,
  type SessionUser,
} from '@shop/shared';
import type { SiteConfigRow } from '../config/service';
import { mailHtml } from '../../platform/mail/layout';
import type { Mail } from '../../platform/mail/mailer';
import { bankTransferOf } from './bank-transfer';
import type { OrderRow } from './repository';

/** The customer's own purchase-order number, when they gave one, so their buyer can match the mail. */
const purchaseOrderLine = (order: OrderRow) =>
  order.purchaseOrder ? [`${PURCHASE_ORDER_LABEL}: ${order.purchaseOrder}`] : [];

/**
 * The customer's confirmation: readable id, "Total a pagar" and payment method, that the order is
 * not an invoice, for a bank transfer the accounts to pay into (or whom to ask for them), and on
 * company credit the due date. The withholdings are named only when the buyer practises some (a
 * natural person buying as 'Cliente final' does not).
 */
export function orderCreatedMail(order: OrderRow, user: SessionUser, config: SiteConfigRow): Mail {
  const shopName = config.shopName;
  const withheld = order.reteFuente + order.reteIVA + order.reteICA;
  const taxes = withheld
    ? `IVA incluido, menos ${formatCop(withheld)} de las retenciones que usted practica`
    : 'IVA incluido';
  const transfer = bankTransferOf(order.payMethod, config);
  const method = PAY_METHOD_LABELS[order.payMethod];
  const paragraphs = [
    `Hola, ${user.fullName}:`,
    `Recibimos su orden ${order.customId}. Total a pagar: ${formatCop(order.total)} (${taxes}).`,
    ...purchaseOrderLine(order),
    transfer
      ? `Método de pago: ${method}. ${transferInstructions(order.customId, transfer)}`
      : order.dueOn
        ? `Método de pago: ${method}. ${creditInstructions(order.customId, order.dueOn)}`
        : `Método de pago: ${method}. Le escribiremos cuando la entidad financiera confirme el pago.`,
    ...(transfer && transfer.accounts.length > 0
      ? ['Cuentas para la transferencia:', ...transfer.accounts.map(bankAccountLine)]
      : []),
    `Le escribiremos cuando la orden cambie de estado. Puede descargar el PDF de la orden, con sus condiciones de entrega y garantía, en la sección Órdenes de su cuenta. ${NOT_AN_INVOICE}`,
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
    `Su orden ${order.customId} cambió de estado: ahora está ${ORDER_STATUS_LABELS[order.status]}.`,
    ...purchaseOrderLine(order),
    ...(comments ? [`Comentarios: ${comments}`] : []),
    'Puede consultar sus órdenes en la sección Órdenes de su cuenta.',
  ];
  return {
    kind: 'order-status',
    to: order.customer.email,
    subject: `${shopName}: su orden ${order.customId} está en estado ${ORDER_STATUS_LABELS[order.status]}`,
    text: paragraphs.join('\n\n'),
    html: mailHtml(shopName, paragraphs),
  };
}
