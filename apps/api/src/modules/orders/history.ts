import type { HistoryEntry } from '@shop/shared';
import type { OrderRepository } from './repository';

type HistoryRow = Awaited<ReturnType<OrderRepository['history']>>['rows'][number];

export const toHistoryEntry = (r: HistoryRow): HistoryEntry => ({
  type: r.type,
  id: r.id,
  customId: r.customId,
  status: r.status,
  customer: {
    name: r.customer.fullName,
    email: r.customer.email,
    businessName: r.customer.businessName,
  },
  total: r.total,
  totalPrice: r.total,
  totalItems: r.totalItems,
  createdAt: r.createdAt.toISOString(),
  payMethod: r.payMethod,
  paymentStatus: r.paymentStatus,
  paidAt: r.paidAt?.toISOString() ?? null,
});
