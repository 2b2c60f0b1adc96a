import {
  computeTotals,
  customerUnitPrice,
  lineTotal,
  minimumPurchaseProblem,
  ORDER_MESSAGES,
  type SessionUser,
  type Totals,
} from '@shop/shared';
import type { Tx } from '../../db/client';
import { AppError, badRequest, conflict } from '../../lib/errors';
import type { OutboxService } from '../mail/service';
import type { CartService } from '../cart/service';
import type { SiteConfigRow } from '../config/service';
import { orderCreatedMail } from './mails';
import type { DocumentLine } from './document-line';
import type { StockLine, StockService } from '../products/stock';
import type { OrderRow } from './repository';

export type { DocumentLine };

/** The named steps an order goes through: price lines, totals, reserve stock, write, enqueue mail. */

type CartItem = Awaited<ReturnType<CartService['checkoutItems']>>[number];

/** The cart as document lines at today's prices for the client type; refuses an empty cart or a withdrawn product. */
export function priceLines(items: CartItem[], extraFraction: number): DocumentLine[] {
  if (!items.length) throw badRequest(ORDER_MESSAGES.emptyCart);
  const withdrawn = items.find((i) => !i.available);
  if (withdrawn) {
    throw new AppError(
      'PRODUCT_UNAVAILABLE',
      `El producto ${withdrawn.name} (${withdrawn.model}) ya no está disponible. Retíralo del carrito para continuar.`,
    );
  }
  return items.map((item, i) => {
    const unitPrice = customerUnitPrice(item.basePrice, extraFraction);
    return {
      lineNo: i + 1,
      productId: item.id,
      model: item.model,
      name: item.name,
      sku: item.sku,
      unitPrice,
      vat: item.vat,
      quantity: item.quantity,
      lineTotal: lineTotal(unitPrice, item.quantity),
    };
  });
}

/** Totals by the one shared function, refusing a purchase below the configured minimum. */
export function totalsFor(lines: DocumentLine[], config: SiteConfigRow): Totals {
  // Compile fix only (tax-rules branch dropped site_config.taxes): the orders work replaces this with computeTaxes.
  const totals = computeTotals(lines, {
    taxes: { retefuente: 0, reteica: 0 },
    retentionThreshold: 0,
  });
  const problem = minimumPurchaseProblem(totals.subtotal, config.minimumPurchase);
  if (problem) throw new AppError('MINIMUM_PURCHASE', problem);
  return totals;
}

export const itemsOf = (lines: DocumentLine[]) => lines.reduce((n, l) => n + l.quantity, 0);

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

/** The confirmation mail, written in the order's transaction so it exists exactly when the order does. */
export const enqueueConfirmation = (
  outbox: OutboxService,
  tx: Tx,
  order: OrderRow,
  user: SessionUser,
  shopName: string,
) => outbox.enqueue(tx, orderCreatedMail(order, user, shopName));
