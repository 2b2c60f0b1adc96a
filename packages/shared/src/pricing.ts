/**
 * Prices are whole Colombian pesos (integers). A fraction such as 0.08 is held as parts per
 * 100,000 (the config keeps five decimals), so every product and sum below is integer arithmetic.
 */
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

/** What a customer of a client type pays per unit before VAT: base × (1 + extra), half-up to pesos. */
export function customerUnitPrice(basePesos: number, extraFraction: number): number {
  const scaled = BigInt(basePesos) * (FRACTION_SCALE + fractionToScaled(extraFraction));
  return Number(divideHalfUp(scaled, FRACTION_SCALE));
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

const cop = new Intl.NumberFormat('es-CO', {
  style: 'currency',
  currency: 'COP',
  maximumFractionDigits: 0,
});

/** `$ 1.234.567` */
export function formatCop(pesos: number): string {
  return cop.format(pesos);
}
