import type { Tx } from '../../db/client';
import { conflict } from '../../lib/errors';
import type { StockLine, StockService } from '../stock/service';
import type { DocumentLine } from './document-line';

/**
 * Takes the stock of every line. When a line lacks stock the caller's transaction rolls back,
 * nothing is taken, and the answer names the product.
 */
export async function reserveStock(
  reserve: StockService['reserve'],
  tx: Tx,
  lines: DocumentLine[],
  purpose = 'completar la orden',
): Promise<void> {
  const stockLines: StockLine[] = [];
  for (const l of lines) {
    if (l.productId === null)
      throw conflict(
        'OUT_OF_STOCK',
        `El producto ${l.name} (${l.model}) ya no existe en el catálogo; no se puede ${purpose}.`,
      );
    stockLines.push({ productId: l.productId, quantity: l.quantity });
  }
  const short = await reserve(tx, stockLines);
  if (short === undefined) return;
  const { name, model } = lines.find((l) => l.productId === short)!;
  throw conflict(
    'OUT_OF_STOCK',
    `No hay unidades suficientes de ${name} (${model}) para ${purpose}.`,
  );
}
