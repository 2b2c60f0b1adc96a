import {
  pageWindow,
  type AuditHistory,
  type PageRequest,
  type HistoryQuery,
  type HistoryResponse,
  type OrderStatus,
  type OrderStatusChanged,
  type SessionUser,
} from '@shop/shared';
import type { Transactional } from '../../db/transactional';
import type { AuditService } from '../../platform/audit/service';
import type { SiteConfigRow } from '../config/service';
import type { OutboxService } from '../../platform/mail/service';
import type { StockService } from '../stock/service';
import { toHistoryEntry } from './history';
import { orderStatusMail } from './mails';
import type { OrderRepository, OrderRow } from './repository';
import { reserveStock } from './reserve-stock';
import { returnStockOnce } from './stock-return';
import { orderOr404 } from './order-or-404';

interface Deps {
  orders: Transactional<OrderRepository>;
  outbox: OutboxService;
  audit: Pick<AuditService, 'record' | 'history'>;
  config: () => Promise<SiteConfigRow>;
  /** The catalogue's stock, given back and taken again in the status change's transaction. */
  stock: Pick<StockService, 'reserve' | 'giveBack'>;
  /** Told after an order is cancelled and committed (the payments module settles its money). */
  canceled: (order: OrderRow) => Promise<void>;
}

/** What staff with ADMIN_ORDERS do: read the history of quotes and orders, move an order's status. */
export function createOrderAdminService({ orders, outbox, audit, config, stock, canceled }: Deps) {
  return {
    async history({ offset, limit, ...filter }: HistoryQuery): Promise<HistoryResponse> {
      const window = pageWindow({ offset, limit });
      const { total, rows } = await orders.repo.history(filter, window);
      return { history: rows.map(toHistoryEntry), totalPages: window.totalPages(total) };
    },

    /**
     * Any status from any status (spec). Cancelling gives the stock back once (stockReturnedAt
     * remembers it); leaving CANCELED takes it again or is refused naming the short product. The
     * order row stays locked meanwhile, so two simultaneous cancellations return the stock once.
     */
    async changeStatus(
      actor: SessionUser,
      id: number,
      status: OrderStatus,
      comments?: string,
    ): Promise<OrderStatusChanged> {
      const settings = await config();
      const result = await orders.inTransaction(async (repo, tx) => {
        const order = orderOr404(await repo.lockOrder(id));
        if (order.status === status) return { order, changed: false };
        let stockReturnedAt = order.stockReturnedAt;
        if (status === 'CANCELED') {
          stockReturnedAt = await returnStockOnce(stock, repo, tx, order);
        } else if (stockReturnedAt) {
          const lines = await repo.orderLines(id);
          await reserveStock(stock.reserve, tx, lines, `reabrir la orden ${order.customId}`);
          stockReturnedAt = null;
        }
        const updated = await repo.setOrderStatus(id, { status, stockReturnedAt });
        await audit.record(tx, {
          actorUserId: actor.id,
          entity: 'order',
          entityId: id,
          action: 'order_status',
          before: { status: order.status },
          after: { status },
          reason: comments,
        });
        await outbox.enqueue(tx, orderStatusMail(updated, settings.shopName, comments));
        return { order: updated, changed: true };
      });
      if (result.changed) outbox.wake();
      const { order, changed } = result;
      if (changed && order.status === 'CANCELED') await canceled(order);
      return { id: order.id, customId: order.customId, status: order.status, changed };
    },

    async statusHistory(id: number, page: PageRequest): Promise<AuditHistory> {
      orderOr404(await orders.repo.order(id));
      return audit.history('order', id, page);
    },
  };
}
export type OrderAdminService = ReturnType<typeof createOrderAdminService>;
