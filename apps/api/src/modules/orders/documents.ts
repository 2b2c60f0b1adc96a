import { and, eq } from 'drizzle-orm';
import {
  hasAnyPermission,
  PAY_METHOD_LABELS,
  type PayMethod,
  type SessionUser,
} from '@shop/shared';
import type { Db } from '../../db/client';
import { orderLines, orders, quoteLines, quotes } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import { createConfigRepository, type SiteConfigRow } from '../config/repository';
import type { CommercialDocument } from '../documents/commercial-document';

const dateEs = (d: Date) =>
  new Intl.DateTimeFormat('es-CO', { dateStyle: 'long', timeZone: 'America/Bogota' }).format(d);

/** The shop's terms (spec §1), printed on every quote and order. */
const SHOP_TERMS = [
  'Las ventas se realizan únicamente a personas mayores de 18 años.',
  'Se aceptan devoluciones dentro de los 30 días siguientes a la entrega si el producto no ha sido usado y conserva su empaque y condición originales. El envío de la devolución corre por cuenta del cliente.',
  'El reembolso se realiza dentro de los 14 días siguientes a la recepción y verificación del producto devuelto, por el mismo medio de pago utilizado en la compra.',
  'Este documento se rige por las leyes de la República de Colombia; para cualquier controversia son competentes los jueces de Bogotá, D.C.',
];

function paymentTerms(
  kind: 'quote' | 'order',
  config: SiteConfigRow,
  customId: string,
  validUntil?: Date,
  payMethod?: PayMethod,
): string {
  if (kind === 'quote') {
    return `Precios en pesos colombianos, válidos hasta el ${dateEs(validUntil!)} y sujetos a la disponibilidad de inventario al momento de confirmar la orden. La orden se genera desde la sección Cotizaciones de su cuenta.`;
  }
  const method = PAY_METHOD_LABELS[payMethod!];
  return payMethod === 'BANK_TRANSFER'
    ? `${method}: pago anticipado. Envíe el soporte de la transferencia a ${config.shopEmail || 'nuestro correo de ventas'} indicando la orden ${customId}; el despacho se programa al confirmar el pago.`
    : `${method}: el despacho se programa cuando la entidad financiera confirme el pago de la orden ${customId}.`;
}

/**
 * A quote or order as its PDF prints it. Only the customer who owns it and staff with
 * ADMIN_ORDERS may have it; for anyone else it does not exist (404).
 */
export async function commercialDocument(
  db: Db,
  kind: 'quote' | 'order',
  id: number,
  viewer: SessionUser,
): Promise<CommercialDocument> {
  const config = await createConfigRepository(db).get();
  if (!config) throw new AppError(500, 'INTERNAL_ERROR', 'site_config row 1 is missing');
  const staff = hasAnyPermission(viewer.permissions, ['ADMIN_ORDERS']);
  const shop = {
    name: config.shopName,
    nit: config.shopNit,
    address: config.shopAddress,
    city: config.shopCity,
    phone: config.shopPhone,
    email: config.shopEmail,
  };
  const strip = <T extends { lineNo: number }>({ lineNo: _n, ...line }: T) => line;

  if (kind === 'quote') {
    const [quote] = await db
      .select()
      .from(quotes)
      .where(staff ? eq(quotes.id, id) : and(eq(quotes.id, id), eq(quotes.userId, viewer.id)));
    if (!quote) throw notFound('No encontramos la cotización solicitada.');
    const lines = await db
      .select()
      .from(quoteLines)
      .where(eq(quoteLines.quoteId, quote.id))
      .orderBy(quoteLines.lineNo);
    const { subtotal, totalVAT, reteFuente, reteICA, total } = quote;
    return {
      kind,
      customId: quote.customId,
      issuedAt: quote.createdAt,
      validUntil: quote.validUntil,
      shop,
      customer: { ...quote.customer, clientTypeLabel: quote.customer.clientType },
      lines: lines.map(({ quoteId: _q, ...l }) => strip(l)),
      totals: { subtotal, totalVAT, reteFuente, reteICA, total },
      paymentTerms: paymentTerms(kind, config, quote.customId, quote.validUntil),
      terms: SHOP_TERMS,
    };
  }
  const [order] = await db
    .select()
    .from(orders)
    .where(staff ? eq(orders.id, id) : and(eq(orders.id, id), eq(orders.userId, viewer.id)));
  if (!order) throw notFound('No encontramos la orden solicitada.');
  const lines = await db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id))
    .orderBy(orderLines.lineNo);
  const [fromQuote] = order.quoteId
    ? await db
        .select({ customId: quotes.customId })
        .from(quotes)
        .where(eq(quotes.id, order.quoteId))
    : [];
  const { subtotal, totalVAT, reteFuente, reteICA, total } = order;
  return {
    kind,
    customId: order.customId,
    issuedAt: order.createdAt,
    status: order.status,
    payMethod: order.payMethod,
    quoteCustomId: fromQuote?.customId ?? null,
    shop,
    customer: { ...order.customer, clientTypeLabel: order.customer.clientType },
    lines: lines.map(({ orderId: _o, ...l }) => strip(l)),
    totals: { subtotal, totalVAT, reteFuente, reteICA, total },
    paymentTerms: paymentTerms(kind, config, order.customId, undefined, order.payMethod),
    terms: SHOP_TERMS,
  };
}
