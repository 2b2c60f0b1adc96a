/**
 * Prices are whole Colombian pesos (integers). A fraction such as 0.08 is held as parts per
 * 100,000 (the config keeps five decimals), so every product and sum below is integer arithmetic.
 */

import { onFirstUse } from './on-first-use';

export const FRACTION_SCALE = 100_000n;

/** 0.08 → 8000n, exactly, by reading the decimal digits instead of multiplying a float. */
export function fractionToScaled(fraction: number): bigint {
  if (!Number.isFinite(fraction) || fraction < 0)
    throw new RangeError(`Invalid fraction: ${fraction}`);
  const [whole, decimals = ''] = fraction.toFixed(5).split('.');
  return BigInt(whole!) * FRACTION_SCALE + BigInt(decimals.padEnd(5, '0'));
}

/** n / d rounded half-up, for non-negative n and positive d. */
export function divideHalfUp(n: bigint, d: bigint): bigint {
  return (2n * n + d) / (2n * d);
}

function assertPesos(pesos: number, what: string): void {
  if (!Number.isSafeInteger(pesos) || pesos < 0) throw new RangeError(`Invalid ${what}: ${pesos}`);
}

/** pesos × (1 + fraction), rounded half-up to whole pesos. */
function addFraction(pesos: number, fraction: number): number {
  const scaled = BigInt(pesos) * (FRACTION_SCALE + fractionToScaled(fraction));
  return Number(divideHalfUp(scaled, FRACTION_SCALE));
}

/**
 * What a customer pays per unit before VAT: the base price plus the extra fraction of their client
 * type (the config's `extraPercentage[clientType]`, 0.08 for 8 %), half-up to whole pesos.
 */
export function customerUnitPrice(basePrice: number, extraFraction: number): number {
  assertPesos(basePrice, 'base price');
  return addFraction(basePrice, extraFraction);
}

/** A unit price with its VAT fraction added, half-up to whole pesos, as the product page shows it. */
export function unitPriceWithVat(unitPrice: number, vat: number): number {
  assertPesos(unitPrice, 'unit price');
  return addFraction(unitPrice, vat);
}

/** unit price × quantity, exactly; for sums that must not round each line. */
export function lineAmount(unitPrice: number, quantity: number): bigint {
  assertPesos(unitPrice, 'unit price');
  if (!Number.isSafeInteger(quantity) || quantity < 1)
    throw new RangeError(`Invalid quantity: ${quantity}`);
  return BigInt(unitPrice) * BigInt(quantity);
}

/** The total of one line of a cart, quote or order, in whole pesos. */
export function lineTotal(unitPrice: number, quantity: number): number {
  return toPesos(lineAmount(unitPrice, quantity));
}

export interface PricedLine {
  /** Customer unit price in whole pesos, before VAT. */
  unitPrice: number;
  quantity: number;
}

/** Σ unit price × quantity: the figure before taxes that the cart shows and the minimum applies to. */
export function subtotalOf(lines: readonly PricedLine[]): number {
  return toPesos(lines.reduce((sum, l) => sum + lineAmount(l.unitPrice, l.quantity), 0n));
}

/** A sum of pesos back to a number, refusing one too large to be exact. */
export function toPesos(amount: bigint): number {
  if (amount > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError(`Amount too large: ${amount}`);
  return Number(amount);
}

/** True while a subtotal before taxes has not reached the shop's minimum purchase (0: none). */
export function isBelowMinimumPurchase(subtotal: number, minimumPurchase: number): boolean {
  return minimumPurchase > 0 && subtotal < minimumPurchase;
}

/**
 * The Spanish refusal of a purchase below the minimum, stating the minimum in COP, or null when
 * the subtotal reaches it.
 */
export function minimumPurchaseProblem(subtotal: number, minimumPurchase: number): string | null {
  if (!isBelowMinimumPurchase(subtotal, minimumPurchase)) return null;
  return `La compra mínima es de ${formatCop(minimumPurchase)} antes de impuestos. Su carrito suma ${formatCop(subtotal)}.`;
}

/**
 * The base-price range whose customer prices fall within [min, max]. Customer price is monotonic
 * in the base price, so a filter on the customer's price becomes an indexable range on the base.
 */
export function baseRangeForCustomerPrice(
  range: { min?: number; max?: number },
  extraFraction: number,
): { min?: number; max?: number } {
  const scale = FRACTION_SCALE + fractionToScaled(extraFraction);
  const out: { min?: number; max?: number } = {};
  if (range.min !== undefined) {
    // Smallest base b with customerUnitPrice(b) >= min: start from the exact quotient and step.
    let b = Number((BigInt(range.min) * FRACTION_SCALE) / scale);
    while (b > 0 && customerUnitPrice(b - 1, extraFraction) >= range.min) b--;
    while (customerUnitPrice(b, extraFraction) < range.min) b++;
    out.min = b;
  }
  if (range.max !== undefined) {
    let b = Number((BigInt(range.max) * FRACTION_SCALE) / scale) + 1;
    while (b > 0 && customerUnitPrice(b, extraFraction) > range.max) b--;
    while (customerUnitPrice(b + 1, extraFraction) <= range.max) b++;
    out.max = b;
  }
  return out;
}

const cop = onFirstUse(
  () =>
    new Intl.NumberFormat('es-CO', {
      style: 'currency',
      currency: 'COP',
      maximumFractionDigits: 0,
    }),
);

/**
 * `$ 1.234.567`, with the no-break space es-CO puts after the sign, so an amount never wraps
 * between '$' and its digits. Zero reads `$ 0` like any other amount: Intl writes negative zero
 * (a `-0` from a sign flip, or a negative fraction that rounds to nothing) as '-$ 0'.
 */
export function formatCop(pesos: number): string {
  const formatted = cop().format(pesos);
  return formatted === cop().format(-0) ? cop().format(0) : formatted;
}
