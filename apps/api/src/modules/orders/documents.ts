import {
  documentConditions,
  hasAnyPermission,
  ORDER_MESSAGES,
  type SessionUser,
} from '@shop/shared';
import { documentScopeOf } from '../../lib/buyer';
import { notFound } from '../../lib/errors';
import { sellerProfileOf, type SiteConfigRow } from '../config/service';
import type { CommercialDocument } from '../../platform/pdf/commercial-document';
import type { OrderRepository, OrderRow, QuoteRow } from './repository';
import type { DocumentLine } from './document-line';
import { bankTransferOf, documentTermsOf } from './bank-transfer';
import { orderOr404 } from './order-or-404';

/** The shop's terms (docs/architecture.md, "Contract: terms"), printed on every quote and order. */
const SHOP_TERMS = [
  'Las ventas se realizan únicamente a personas mayores de 18 años.',
  'Se aceptan devoluciones dentro de los 30 días siguientes a la entrega si el producto no ha sido usado y conserva su empaque y condición originales. El envío de la devolución corre por cuenta del cliente.',
  'El reembolso se realiza dentro de los 14 días siguientes a la recepción y verificación del producto devuelto, por el mismo medio de pago utilizado en la compra.',
  'Este documento se rige por las leyes de la República de Colombia; para cualquier controversia son competentes los jueces de Bogotá, D.C.',
];

/**
 * A quote or order as its PDF prints it. Only who reads it (its buyer, or the members of its
 * company as their role allows) and staff with ADMIN_ORDERS may have it; for anyone else it does
 * not exist (404).
 */
export async function commercialDocument(
  repo: OrderRepository,
  config: SiteConfigRow,
  kind: 'quote' | 'order',
  id: number,
  viewer: SessionUser,
): Promise<CommercialDocument> {
  const scope = hasAnyPermission(viewer.permissions, ['ADMIN_ORDERS'])
    ? undefined
    : documentScopeOf(viewer);
  /**
   * What the document froze at issue: its seller (today's config only for documents issued before
   * the tax engine), TRM and breakdown, each line with the reason of its IVA rate.
   */
  const frozen = (doc: QuoteRow | OrderRow, lines: DocumentLine[]) => {
    const { subtotal, totalVAT, reteFuente, reteICA, total } = doc;
    return {
      shop: doc.seller ?? sellerProfileOf(config),
      trm: doc.trm ?? null,
      taxes: doc.taxes ?? null,
      legacyTotals: { subtotal, totalVAT, reteFuente, reteICA, total },
      lines: lines.map(({ lineNo: _n, productId: _p, ivaClass: _c, ...line }, i) => ({
        ...line,
        ivaReason: doc.taxes?.lines[i]?.reason ?? null,
      })),
    };
  };

  if (kind === 'quote') {
    const quote = await repo.quote(id, scope);
    if (!quote) throw notFound(ORDER_MESSAGES.quoteNotFound);
    const doc = frozen(quote, await repo.quoteLines(quote.id));
    return {
      kind,
      customId: quote.customId,
      issuedAt: quote.createdAt,
      validUntil: quote.validUntil,
      customer: { ...quote.customer, clientTypeLabel: quote.customer.clientType },
      ...doc,
      conditions: documentConditions(
        { kind, validUntil: quote.validUntil },
        documentTermsOf(config),
      ),
      bankTransfer: null,
      terms: SHOP_TERMS,
    };
  }
  const order = orderOr404(await repo.order(id, scope));
  const doc = frozen(order, await repo.orderLines(order.id));
  const bankTransfer = bankTransferOf(order.payMethod, config);
  return {
    kind,
    customId: order.customId,
    issuedAt: order.createdAt,
    status: order.status,
    payMethod: order.payMethod,
    dueOn: order.dueOn,
    purchaseOrder: order.purchaseOrder,
    deliveryAddress: order.deliveryAddress,
    payment: { status: order.paymentStatus, paidAt: order.paidAt },
    quoteCustomId:
      order.quoteId === null ? null : ((await repo.quoteCustomId(order.quoteId)) ?? null),
    customer: { ...order.customer, clientTypeLabel: order.customer.clientType },
    ...doc,
    conditions: documentConditions(
      {
        kind,
        customId: order.customId,
        payMethod: order.payMethod,
        bankTransfer,
        dueOn: order.dueOn,
      },
      documentTermsOf(config),
    ),
    bankTransfer,
    terms: SHOP_TERMS,
  };
}
