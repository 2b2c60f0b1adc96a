import { pageWindow, type PageRequest, type SessionUser } from '@shop/shared';
import { documentScopeOf } from '../../lib/buyer';
import type { SiteConfigRow } from '../config/service';
import { commercialDocument } from './documents';
import type { OrderRepository } from './repository';
import { toOrderSummary } from './summaries';

interface Deps {
  orders: OrderRepository;
  /** The site config (the seller of documents issued before the tax engine, the shop's e-mail). */
  config: () => Promise<SiteConfigRow>;
}

/** What a customer reads of the documents: the list of orders, a quote or order as its PDF prints it. */
export function createOrderService({ orders, config }: Deps) {
  return {
    /** A quote or order as its PDF prints it (the owner, or staff with ADMIN_ORDERS). */
    async document(kind: 'quote' | 'order', id: number, viewer: SessionUser) {
      return commercialDocument(orders, await config(), kind, id, viewer);
    },

    async listOrders(user: SessionUser, page: PageRequest) {
      const window = pageWindow(page);
      const { total, rows } = await orders.listOrders(documentScopeOf(user), window);
      const settings = await config();
      return {
        orders: rows.map((r) =>
          toOrderSummary(r.order, r.quoteCustomId, settings, r.createdByName),
        ),
        totalPages: window.totalPages(total),
      };
    },
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
