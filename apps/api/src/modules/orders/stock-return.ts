import type { Tx } from '../../db/client';
import type { StockService } from '../stock/service';
import type { OrderRepository, OrderRow } from './repository';

/**
 * Gives a cancelled order's units back, once: `stockReturnedAt` remembers it, and the caller holds
 * the order row locked (lockOrder), so two cancellations, by staff or by the payment window, return
 * the stock once. A line whose product left the catalogue has no stock to return.
 */
export async function returnStockOnce(
  stock: Pick<StockService, 'giveBack'>,
  repo: OrderRepository,
  tx: Tx,
  order: OrderRow,
): Promise<Date> {
  if (order.stockReturnedAt) return order.stockReturnedAt;
  const lines = await repo.orderLines(order.id);
  await stock.giveBack(
    tx,
    lines.flatMap((l) =>
      l.productId === null ? [] : [{ productId: l.productId, quantity: l.quantity }],
    ),
  );
  return new Date();
}

/** Cancels a locked order inside the caller's transaction, its stock back once. */
export async function cancelLockedOrder(
  stock: Pick<StockService, 'giveBack'>,
  repo: OrderRepository,
  tx: Tx,
  order: OrderRow,
): Promise<OrderRow> {
  const stockReturnedAt = await returnStockOnce(stock, repo, tx, order);
  return repo.setOrderStatus(order.id, { status: 'CANCELED', stockReturnedAt });
}
