import type { DbOrTx, Tx } from '../../db/client';
import type { StockRepository } from './repository';

export interface StockLine {
  productId: number;
  quantity: number;
}

/** The lines' quantities summed per product, in product-id order so transactions lock rows in one order. */
function perProduct(lines: StockLine[]): [number, number][] {
  const wanted = new Map<number, number>();
  for (const { productId, quantity } of lines)
    wanted.set(productId, (wanted.get(productId) ?? 0) + quantity);
  return [...wanted].sort(([a], [b]) => a - b);
}

/** What other modules may do to the catalogue's stock, always inside their own transaction. */
export function createStockService(stock: (db: DbOrTx) => StockRepository) {
  return {
    /**
     * Takes the stock of every line. Answers the id of the first product without enough units, and
     * then the caller must roll its transaction back: the lines before it were already taken.
     */
    async reserve(tx: Tx, lines: StockLine[]): Promise<number | undefined> {
      const repo = stock(tx);
      for (const [productId, quantity] of perProduct(lines))
        if (!(await repo.take(productId, quantity))) return productId;
      return undefined;
    },

    /**
     * Whether the lines left a product without units, read in the transaction that took them: only
     * then does the storefront show something new (the product out of stock, listed after the rest).
     */
    soldOut: (tx: Tx, lines: StockLine[]): Promise<boolean> =>
      stock(tx).anySoldOut(perProduct(lines).map(([productId]) => productId)),

    /**
     * The units an order could take now, per product (0 for an unknown id): the stock column
     * itself, since neither carts nor quotes hold units (docs/architecture.md, "Stock").
     */
    async availableUnits(tx: Tx, productIds: number[]): Promise<Map<number, number>> {
      const rows = await stock(tx).units(productIds);
      const found = new Map(rows.map((r) => [r.id, Math.max(0, r.stock)]));
      return new Map(productIds.map((id) => [id, found.get(id) ?? 0]));
    },

    /** Puts the lines' units back, e.g. when an order is cancelled. */
    async giveBack(tx: Tx, lines: StockLine[]): Promise<void> {
      const repo = stock(tx);
      for (const [productId, quantity] of perProduct(lines))
        await repo.giveBack(productId, quantity);
    },
  };
}
export type StockService = ReturnType<typeof createStockService>;
