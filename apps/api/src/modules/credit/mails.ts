import { formatCop, formatDueDate } from '@shop/shared';
import { mailHtml } from '../../platform/mail/layout';
import type { Mail } from '../../platform/mail/mailer';
import type { OrderRow } from '../orders';

const reminder = (
  kind: string,
  order: OrderRow,
  shopName: string,
  subject: string,
  line: string,
): Mail => {
  const paragraphs = [
    `Hola, ${order.customer.fullName}:`,
    line,
    'Si ya pagó, envíenos el soporte citando la orden y no tenga en cuenta este mensaje. Puede ver el estado de sus órdenes en la sección Órdenes de su cuenta.',
  ];
  return {
    kind,
    to: order.customer.email,
    subject: `${shopName}: ${subject}`,
    text: paragraphs.join('\n\n'),
    html: mailHtml(shopName, paragraphs),
  };
};

const owedOn = (order: OrderRow) => formatCop(order.total - order.amountPaid);

/** Some days before an order on credit is due: when, and what is still owed on it. */
export function creditDueSoonMail(order: OrderRow, shopName: string): Mail {
  const day = formatDueDate(order.dueOn!);
  return reminder(
    'credit-due-soon',
    order,
    shopName,
    `la orden ${order.customId} vence el ${day}`,
    `Le recordamos que la orden ${order.customId}, a crédito empresarial, vence el ${day}. Saldo por pagar: ${owedOn(order)}.`,
  );
}

/** The day after the due date, once: the order is overdue. */
export function creditOverdueMail(order: OrderRow, shopName: string): Mail {
  const day = formatDueDate(order.dueOn!);
  return reminder(
    'credit-overdue',
    order,
    shopName,
    `la orden ${order.customId} está vencida`,
    `La orden ${order.customId}, a crédito empresarial, venció el ${day} y tiene un saldo por pagar de ${owedOn(order)}. Le pedimos pagarlo lo antes posible.`,
  );
}
