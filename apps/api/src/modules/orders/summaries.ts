import type { OrderSummary, QuoteSummary } from '@shop/shared';
import type { SiteConfigRow } from '../config/service';
import { bankTransferOf } from './bank-transfer';
import type { OrderRow, QuoteRow } from './repository';

const quoteStatus = (q: QuoteRow, orderCustomId: string | null, now = new Date()) =>
  orderCustomId ? 'CONVERTED' : q.validUntil < now ? 'EXPIRED' : 'OPEN';

/** What a document froze at issue; null on documents issued before the tax engine. */
const frozenOf = (d: QuoteRow | OrderRow) => ({
  reteIVA: d.reteIVA,
  taxes: d.taxes ?? null,
  seller: d.seller ?? null,
  trm: d.trm ?? null,
});

/** A quote as its readers see it; `createdBy` is the name of who made it. */
export function toQuoteSummary(
  q: QuoteRow,
  orderCustomId: string | null,
  createdBy: string,
): QuoteSummary {
  return {
    id: q.id,
    customId: q.customId,
    status: quoteStatus(q, orderCustomId),
    subtotal: q.subtotal,
    totalVAT: q.totalVAT,
    reteFuente: q.reteFuente,
    reteICA: q.reteICA,
    totalQuote: q.total,
    totalItems: q.totalItems,
    createdAt: q.createdAt.toISOString(),
    validUntil: q.validUntil.toISOString(),
    orderCustomId,
    createdBy,
    ...frozenOf(q),
  };
}

/**
 * An order as its readers see it; `config` gives the accounts of an order paid by transfer,
 * `createdBy` the name of who placed it.
 */
export function toOrderSummary(
  o: OrderRow,
  quoteCustomId: string | null,
  config: SiteConfigRow,
  createdBy: string,
): OrderSummary {
  return {
    id: o.id,
    customId: o.customId,
    status: o.status,
    payMethod: o.payMethod,
    subtotal: o.subtotal,
    totalVAT: o.totalVAT,
    reteFuente: o.reteFuente,
    reteICA: o.reteICA,
    totalOrder: o.total,
    totalItems: o.totalItems,
    createdAt: o.createdAt.toISOString(),
    paidAt: o.paidAt?.toISOString() ?? null,
    paymentStatus: o.paymentStatus,
    amountPaid: o.amountPaid,
    payBy: o.payBy?.toISOString() ?? null,
    dueOn: o.dueOn,
    quoteCustomId,
    purchaseOrder: o.purchaseOrder,
    bankTransfer: bankTransferOf(o.payMethod, config),
    createdBy,
    deliveryAddress: o.deliveryAddress ?? null,
    ...frozenOf(o),
  };
}
