import {
  computeTaxes,
  customerUnitPrice,
  lineTotal,
  minimumPurchaseProblem,
  ORDER_MESSAGES,
  type BuyerTaxProfile,
  type SellerProfile,
  type SessionUser,
  type TaxBreakdown,
  type TaxRuleTable,
} from '@shop/shared';
import type { Tx } from '../../db/client';
import type { DocumentTrm } from '../../db/schema';
import { AppError, badRequest } from '../../lib/errors';
import type { OutboxService } from '../../platform/mail/service';
import type { CartService } from '../cart/service';
import type { SiteConfigRow } from '../config/service';
import { orderCreatedMail, type DocumentLine, type OrderRow } from '../orders';

// The steps a quote or an order is made with: price the lines, tax them, write the confirmation.

type CartItem = Awaited<ReturnType<CartService['checkoutItems']>>[number];

/** The cart as document lines at today's prices for the client type; refuses an empty cart or a withdrawn product. */
export function priceLines(items: CartItem[], extraFraction: number): DocumentLine[] {
  if (!items.length) throw badRequest(ORDER_MESSAGES.emptyCart);
  const withdrawn = items.find((i) => !i.available);
  if (withdrawn) {
    throw new AppError(
      'PRODUCT_UNAVAILABLE',
      `El producto ${withdrawn.name} (${withdrawn.model}) ya no está disponible. Retírelo del carrito para continuar.`,
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
      ivaClass: item.ivaClass,
      quantity: item.quantity,
      lineTotal: lineTotal(unitPrice, item.quantity),
    };
  });
}

/** What the tax engine needs besides the lines and the buyer, read before the document's transaction. */
export interface TaxContext {
  /** The shop as seller today (frozen on the document). */
  seller: SellerProfile;
  rules: TaxRuleTable;
  /** The document's day in Bogotá: the rules in force that day apply. */
  date: string;
  /** The TRM of the day, when one is known (frozen on the document). */
  trm: DocumentTrm | null;
  minimumPurchase: number;
}

/** The figures a quote or order stores: the engine's breakdown and what it was computed with. */
export interface DocumentFigures {
  subtotal: number;
  totalVAT: number;
  reteFuente: number;
  reteIVA: number;
  reteICA: number;
  /** "Total a pagar": subtotal + IVA − withholdings. */
  total: number;
  taxes: TaxBreakdown;
  seller: SellerProfile;
  trm: DocumentTrm | null;
}

/**
 * The lines through the one tax engine (docs/taxes.md) for this buyer on the context's date: each
 * line's `vat` becomes the rate the engine applied. A purchase below the configured minimum
 * (measured on the subtotal) is refused.
 */
export function taxDocument(
  priced: DocumentLine[],
  buyer: BuyerTaxProfile,
  ctx: TaxContext,
): { lines: DocumentLine[]; figures: DocumentFigures } {
  const taxes = computeTaxes({
    lines: priced,
    buyer,
    seller: ctx.seller,
    date: ctx.date,
    rules: ctx.rules,
  });
  const problem = minimumPurchaseProblem(taxes.subtotal, ctx.minimumPurchase);
  if (problem) throw new AppError('MINIMUM_PURCHASE', problem);
  return {
    lines: priced.map((line, i) => ({ ...line, vat: taxes.lines[i]!.ivaRate })),
    figures: {
      subtotal: taxes.subtotal,
      totalVAT: taxes.totalVAT,
      reteFuente: taxes.reteFuente.amount,
      reteIVA: taxes.reteIVA.amount,
      reteICA: taxes.reteICA.amount,
      total: taxes.totalToPay,
      taxes,
      seller: ctx.seller,
      trm: ctx.trm,
    },
  };
}

/** What the buyer chose for an order beside its content and method. */
export interface OrderChoices {
  /** The customer's own purchase-order number, already checked by `PurchaseOrderSchema`. */
  purchaseOrder?: string;
  /** The company's delivery address to copy onto the order. */
  deliveryAddressId?: number;
}

/**
 * The choices in a request's fingerprint only when given, so a request without them keeps the
 * fingerprint it always had, and the same key with another number or address is refused.
 */
export const withChoices = ({ purchaseOrder, deliveryAddressId }: OrderChoices) => ({
  ...(purchaseOrder === undefined ? {} : { purchaseOrder }),
  ...(deliveryAddressId === undefined ? {} : { deliveryAddressId }),
});

export const itemsOf = (lines: DocumentLine[]) => lines.reduce((n, l) => n + l.quantity, 0);

/** The confirmation mail, written in the order's transaction so it exists exactly when the order does. */
export const enqueueConfirmation = (
  outbox: OutboxService,
  tx: Tx,
  order: OrderRow,
  user: SessionUser,
  settings: SiteConfigRow,
) => outbox.enqueue(tx, orderCreatedMail(order, user, settings));
