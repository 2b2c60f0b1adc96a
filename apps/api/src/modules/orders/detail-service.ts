import {
  ORDER_MESSAGES,
  ORDER_STATUSES,
  PAYMENT_STATUSES,
  type DocumentCustomer,
  type DocumentLineView,
  type OrderDetail,
  type OrderTimelineEntry,
  type QuoteDetail,
  type StaffOrderDetail,
  type SessionUser,
  type StaffQuoteDetail,
} from '@shop/shared';
import { documentScopeOf } from '../../lib/buyer';
import { notFound } from '../../lib/errors';
import type { AuditService } from '../../platform/audit/service';
import type { SiteConfigRow } from '../config/service';
import type { DocumentLine } from './document-line';
import type { OrderRepository, OrderRow, QuoteRow } from './repository';
import { orderOr404 } from './order-or-404';
import { toOrderSummary, toQuoteSummary } from './summaries';

interface Deps {
  orders: OrderRepository;
  config: () => Promise<SiteConfigRow>;
  audit: Pick<AuditService, 'actionsOf'>;
}

type Buyer = Pick<SessionUser, 'id' | 'company'>;

type AuditFacts = Awaited<ReturnType<AuditService['actionsOf']>>;

const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  (values as readonly unknown[]).includes(value);

const lineView = ({ lineNo: _n, ivaClass: _c, ...line }: DocumentLine): DocumentLineView => line;

/**
 * The order's steps, oldest first: placed (PENDING), then each status change with the comment
 * staff wrote for the customer, and each change of its payment state. A payment entry's reason is
 * a note among staff (a receipt's check, a refund's how) and is left out.
 */
export function orderTimeline(order: OrderRow, facts: AuditFacts): OrderTimelineEntry[] {
  const steps: OrderTimelineEntry[] = [
    { at: order.createdAt.toISOString(), status: 'PENDING', paymentStatus: null, comment: null },
  ];
  for (const fact of facts) {
    const at = fact.createdAt.toISOString();
    const moved = (field: string) =>
      fact.after?.[field] !== undefined && fact.after[field] !== fact.before?.[field];
    const status = fact.after?.status;
    if (fact.action === 'order_status' && moved('status') && isOneOf(ORDER_STATUSES, status))
      steps.push({ at, status, paymentStatus: null, comment: fact.reason });
    const paymentStatus = fact.after?.paymentStatus;
    if (moved('paymentStatus') && isOneOf(PAYMENT_STATUSES, paymentStatus))
      steps.push({ at, status: null, paymentStatus, comment: null });
  }
  return steps;
}

const customerOf = (doc: QuoteRow | OrderRow): DocumentCustomer => ({
  userId: doc.userId,
  ...doc.customer,
});

/**
 * One quote or order read in full: by its owner (anyone else's answers 404, as if it did not
 * exist: docs/architecture.md, "Errors"), or by staff with ADMIN_ORDERS with who it was issued to.
 */
export function createDocumentDetailService({ orders, config, audit }: Deps) {
  async function orderDetail(order: OrderRow): Promise<OrderDetail> {
    const [lines, quoteCustomId, facts, settings, createdBy] = await Promise.all([
      orders.orderLines(order.id),
      order.quoteId === null ? null : orders.quoteCustomId(order.quoteId),
      audit.actionsOf('order', order.id, ['order_status', 'payment']),
      config(),
      orders.personName(order.createdBy),
    ]);
    return {
      ...toOrderSummary(order, quoteCustomId ?? null, settings, createdBy ?? ''),
      lines: lines.map(lineView),
      timeline: orderTimeline(order, facts),
    };
  }

  async function quoteDetail(quote: QuoteRow): Promise<QuoteDetail> {
    const [lines, order, createdBy] = await Promise.all([
      orders.quoteLines(quote.id),
      orders.orderForQuote(quote.id),
      orders.personName(quote.createdBy),
    ]);
    return {
      ...toQuoteSummary(quote, order?.customId ?? null, createdBy ?? ''),
      lines: lines.map(lineView),
      orderId: order?.id ?? null,
    };
  }

  const quoteOr404 = (quote: QuoteRow | undefined) => {
    if (!quote) throw notFound(ORDER_MESSAGES.quoteNotFound);
    return quote;
  };

  return {
    /** An order the user reads (docs/decisions/017-companies-with-several-buyers.md); any other is not found. */
    async order(id: number, user: Buyer): Promise<OrderDetail> {
      return orderDetail(orderOr404(await orders.order(id, documentScopeOf(user))));
    },

    async quote(id: number, user: Buyer): Promise<QuoteDetail> {
      return quoteDetail(quoteOr404(await orders.quote(id, documentScopeOf(user))));
    },

    async staffOrder(id: number): Promise<StaffOrderDetail> {
      const order = orderOr404(await orders.order(id));
      return { ...(await orderDetail(order)), customer: customerOf(order) };
    },

    async staffQuote(id: number): Promise<StaffQuoteDetail> {
      const quote = quoteOr404(await orders.quote(id));
      return { ...(await quoteDetail(quote)), customer: customerOf(quote) };
    },
  };
}
export type DocumentDetailService = ReturnType<typeof createDocumentDetailService>;
