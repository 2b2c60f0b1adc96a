import type { HistoryEntry, HistoryQuery } from '@shop/shared';
import type { OrderRepository } from './repository';

/** The filters of the history list, without its page. */
export type HistoryFilter = Omit<HistoryQuery, 'offset' | 'limit'>;

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
  totalItems: r.totalItems,
  createdAt: r.createdAt.toISOString(),
});
