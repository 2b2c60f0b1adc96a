import type { Limits } from '../../config/limits';
import type { Tx } from '../../db/client';
import { transactional } from '../../db/transactional';
import type { ShopModule } from '../../lib/shop-module';
import type { Platform } from '../../platform/context';
import type { SiteConfigRow } from '../config/service';
import type { StockService } from '../stock/service';
import { orderAdminRoutes } from './admin-routes';
import { createOrderAdminService } from './admin-service';
import { documentDetailRoutes } from './detail-routes';
import { createDocumentDetailService } from './detail-service';
import { documentPdfRoutes } from './pdf-routes';
import { createOrderRepository, type OrderRepository, type OrderRow } from './repository';
import { cancelLockedOrder } from './stock-return';
import { orderListRoutes } from './routes';
import { createOrderService } from './service';

export type { DocumentLine } from './document-line';
export { orderCreatedMail } from './mails';
export { orderOr404 } from './order-or-404';
export type { NewOrder, OrderRow, QuoteRow } from './repository';
export { reserveStock } from './reserve-stock';
export { toOrderSummary, toQuoteSummary } from './summaries';
/**
 * Quotes and orders as they are stored: one numbering per kind and year, one history. The quotes
 * and checkout modules write through it, bound to their own transactions.
 */
export type DocumentStore = OrderRepository;
/** What another module does once staff cancelled an order and it committed. */
export type CancelListener = (order: OrderRow) => Promise<void>;

/**
 * What quotes and orders share once made: the store, the customer's order list, both PDFs, each
 * document read in full by its owner and by staff, and the dashboard's history with the status
 * changes (which give stock back and take it again).
 */
export function ordersModule(
  deps: Pick<Platform, 'db' | 'outbox' | 'audit'> & {
    siteConfigRow: () => Promise<SiteConfigRow>;
    stock: Pick<StockService, 'reserve' | 'giveBack'>;
    limits: Limits;
  },
) {
  const documentStore = transactional(deps.db, createOrderRepository);
  const config = deps.siteConfigRow;
  const orders = createOrderService({ orders: documentStore.repo, config });
  const cancelListeners: CancelListener[] = [];
  const canceled = async (order: OrderRow) => {
    for (const listener of cancelListeners) await listener(order);
  };
  const admin = createOrderAdminService({ ...deps, orders: documentStore, config, canceled });
  const details = createDocumentDetailService({ ...deps, orders: documentStore.repo, config });
  return {
    routes: [
      orderListRoutes(orders),
      documentPdfRoutes(orders, deps.limits.perAddress.pdfsPerMinute),
      documentDetailRoutes(details),
      orderAdminRoutes(admin, details),
    ],
    ports: {
      documentStore,
      /** Cancels a locked order in the caller's transaction, its stock back once. */
      cancelLockedOrder: (repo: OrderRepository, tx: Tx, order: OrderRow) =>
        cancelLockedOrder(deps.stock, repo, tx, order),
      /** Registers what runs after staff cancel an order (a listener must not throw). */
      onOrderCanceled: (listener: CancelListener) => void cancelListeners.push(listener),
    },
  } satisfies ShopModule;
}
