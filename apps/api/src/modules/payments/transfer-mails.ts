import type { Mail } from '../../platform/mail/mailer';
import type { OrderRow } from '../orders';
import { mail } from './mails';

/**
 * A receipt staff did not accept: their reason as they wrote it, and how to send another one
 * (or, for an order that takes no more, whom to write to).
 */
export function receiptRejectedMail(
  order: OrderRow,
  shopName: string,
  reason: string,
  canUploadAgain: boolean,
): Mail {
  return mail(
    'transfer-receipt-rejected',
    order,
    shopName,
    `no aceptamos el comprobante de la orden ${order.customId}`,
    [
      `Revisamos el comprobante de transferencia que subió para la orden ${order.customId} y no pudimos aceptarlo.`,
      `Motivo: ${reason}`,
      canUploadAgain
        ? 'Puede subir un nuevo comprobante en la sección Órdenes de su cuenta, con el botón «Subir comprobante» de la orden. Se aceptan archivos PDF, JPEG o PNG de hasta 5 MB.'
        : 'Si tiene dudas, responda a este correo indicando el número de la orden.',
    ],
  );
}
