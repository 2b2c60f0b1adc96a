import { and, asc, eq, gte, sql } from 'drizzle-orm';
import {
  computeTotals,
  customerUnitPrice,
  lineTotal,
  minimumPurchaseProblem,
  ORDER_MESSAGES,
  type Totals,
} from '@shop/shared';
import type { DbOrTx, Tx } from '../../db/client';
import { cartItems, products } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { SiteConfigRow } from '../config/repository';

export interface DocumentLine {
  lineNo: number;
  productId: number | null;
  model: string;
  name: string;
  sku: string;
  unitPrice: number;
  vat: number;
  quantity: number;
  lineTotal: number;
}

/** The cart as document lines at today's prices for the client type; refuses an empty cart or a withdrawn product. */
export async function linesFromCart(
  db: DbOrTx,
  userId: number,
  extraFraction: number,
): Promise<DocumentLine[]> {
  const rows = await db
    .select({
      productId: products.id,
      model: products.model,
      name: products.name,
      sku: products.sku,
      basePrice: products.price,
      vat: products.vat,
      available: products.available,
      quantity: cartItems.quantity,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.addedAt), asc(products.id));
  if (!rows.length) throw new AppError(400, 'VALIDATION_ERROR', ORDER_MESSAGES.emptyCart);
  const withdrawn = rows.find((r) => !r.available);
  if (withdrawn) {
    throw new AppError(
      400,
      'PRODUCT_UNAVAILABLE',
      `El producto ${withdrawn.name} (${withdrawn.model}) ya no está disponible. Retíralo del carrito para continuar.`,
    );
  }
  return rows.map((r, i) => {
    const unitPrice = customerUnitPrice(r.basePrice, extraFraction);
    return {
      lineNo: i + 1,
      productId: r.productId,
      model: r.model,
      name: r.name,
      sku: r.sku,
      unitPrice,
      vat: r.vat,
      quantity: r.quantity,
      lineTotal: lineTotal(unitPrice, r.quantity),
    };
  });
}

/** Totals by the one shared function, refusing a purchase below the configured minimum. */
export function totalsFor(lines: DocumentLine[], config: SiteConfigRow): Totals {
  const totals = computeTotals(lines, {
    taxes: config.taxes,
    retentionThreshold: config.retentionThreshold,
  });
  const problem = minimumPurchaseProblem(totals.subtotal, config.minimumPurchase);
  if (problem) throw new AppError(400, 'MINIMUM_PURCHASE', problem);
  return totals;
}

/**
 * Takes the stock of every line, in product-id order so concurrent orders lock rows in one order.
 * `stock >= n` in the same UPDATE makes it atomic: when a line lacks stock nothing is taken, the
 * caller's transaction rolls back, and the answer names the product.
 */
export async function takeStock(tx: Tx, lines: DocumentLine[]): Promise<void> {
  const wanted = new Map<number, { quantity: number; label: string }>();
  for (const l of lines) {
    if (l.productId === null)
      throw new AppError(
        409,
        'OUT_OF_STOCK',
        `El producto ${l.name} (${l.model}) ya no existe en el catálogo.`,
      );
    const prev = wanted.get(l.productId);
    wanted.set(l.productId, {
      quantity: (prev?.quantity ?? 0) + l.quantity,
      label: `${l.name} (${l.model})`,
    });
  }
  for (const [productId, { quantity, label }] of [...wanted].sort(([a], [b]) => a - b)) {
    const taken = await tx
      .update(products)
      .set({ stock: sql`${products.stock} - ${quantity}`, updatedAt: new Date() })
      .where(and(eq(products.id, productId), gte(products.stock, quantity)))
      .returning({ id: products.id });
    if (!taken.length) {
      throw new AppError(
        409,
        'OUT_OF_STOCK',
        `No hay unidades suficientes de ${label} para completar la orden.`,
      );
    }
  }
}
