import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  baseRangeForCustomerPrice,
  customerUnitPrice,
  formatCop,
  fractionToScaled,
  isBelowMinimumPurchase,
  lineTotal,
  minimumPurchaseProblem,
  subtotalOf,
  unitPriceWithVat,
} from './pricing';

describe('customerUnitPrice', () => {
  it.each([
    [1_000_000, 0.08, 1_080_000],
    [1_234_567, 0.08, 1_333_332], // 1.333.332,36
    [999_995, 0.08, 1_079_995], // 1.079.994,6
    [10, 0.05, 11], // 10,5 rounds half-up
    [5, 0.1, 6], // 5,5 rounds half-up
    [123_456, 0, 123_456],
    [1, 0.33333, 1],
    [50, 0.15, 58], // 57,5 exactly; a float product gives 57.49999999999999
  ])('%i × (1 + %f) = %i', (base, extra, expected) => {
    expect(customerUnitPrice(base, extra)).toBe(expected);
  });

  it('reads fractions exactly, without binary floating-point error', () => {
    expect(fractionToScaled(0.29)).toBe(29_000n); // 0.29 * 100000 = 28999.999999999996 in floats
    expect(fractionToScaled(0.00001)).toBe(1n);
  });

  it('refuses a base price that is not whole pesos', () => {
    expect(() => customerUnitPrice(1_000.5, 0.08)).toThrow(RangeError);
    expect(() => customerUnitPrice(-1, 0.08)).toThrow(RangeError);
  });
});

describe('baseRangeForCustomerPrice', () => {
  it('selects exactly the bases whose customer price is within the bounds', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 50_000_000 }),
        fc.integer({ min: 0, max: 50_000_000 }),
        fc.integer({ min: 0, max: 50_000 }).map((n) => n / 100_000),
        fc.integer({ min: 0, max: 60_000_000 }),
        (a, b, extra, base) => {
          const [min, max] = a <= b ? [a, b] : [b, a];
          const range = baseRangeForCustomerPrice({ min, max }, extra);
          const price = customerUnitPrice(base, extra);
          const inCustomer = price >= min && price <= max;
          const inBase = base >= range.min! && base <= range.max!;
          expect(inBase).toBe(inCustomer);
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('baseRangeForCustomerPrice at the edges', () => {
  it('keeps or drops a product whose price sits a few pesos from a bound', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50_000_000 }),
        fc.integer({ min: 0, max: 50_000 }).map((n) => n / 100_000),
        fc.integer({ min: -3, max: 3 }),
        fc.integer({ min: -3, max: 3 }),
        (base, extra, dMin, dMax) => {
          const price = customerUnitPrice(base, extra);
          const min = Math.max(0, price + dMin);
          const max = Math.max(min, price + dMax);
          const range = baseRangeForCustomerPrice({ min, max }, extra);
          expect(base >= range.min! && base <= range.max!).toBe(price >= min && price <= max);
        },
      ),
      { numRuns: 3000 },
    );
  });
});

describe('formatCop', () => {
  it('formats pesos the Colombian way', () => {
    expect(formatCop(1_234_567).replace(/\s/g, ' ')).toBe('$ 1.234.567');
  });

  it('writes zero like every other amount, with the same no-break space', () => {
    for (const zero of [0, -0, -0.4, 0.4]) expect(formatCop(zero), String(zero)).toBe('$\u00a00');
    expect(formatCop(1_234)).toBe('$\u00a01.234');
    expect(formatCop(-5)).toBe('-$\u00a05');
  });
});

describe('unitPriceWithVat', () => {
  it.each([
    [100_000, 0.19, 119_000],
    [1_333_332, 0.19, 1_586_665], // 1.586.665,08
    [50, 0.19, 60], // 59,5 rounds half-up
    [30, 0.05, 32], // 31,5 rounds half-up
    [21, 0.05, 22], // 22,05
    [29, 0.05, 30], // 30,45
    [45_500, 0, 45_500],
  ])('%i with VAT %f = %i', (unitPrice, vat, expected) => {
    expect(unitPriceWithVat(unitPrice, vat)).toBe(expected);
  });

  it('rounds an exact half up where a float multiplication would land just below it', () => {
    // 50 × 1,15 = 57,5 → 58; in floats 50 * 1.15 = 57.49999999999999, which rounds to 57.
    expect(unitPriceWithVat(50, 0.15)).toBe(58);
  });

  it('refuses a price that is not whole pesos', () => {
    expect(() => unitPriceWithVat(10.5, 0.19)).toThrow(RangeError);
  });
});

describe('lineTotal', () => {
  it.each([
    [150_000, 2, 300_000],
    [1_333_332, 3, 3_999_996],
    [99_900, 10_000, 999_000_000],
    [0, 5, 0],
  ])('%i × %i = %i', (unitPrice, quantity, expected) => {
    expect(lineTotal(unitPrice, quantity)).toBe(expected);
  });

  it('refuses a quantity below 1 or not whole, a negative or fractional price', () => {
    expect(() => lineTotal(1_000, 0)).toThrow(RangeError);
    expect(() => lineTotal(1_000, 1.5)).toThrow(RangeError);
    expect(() => lineTotal(-1, 1)).toThrow(RangeError);
    expect(() => lineTotal(0.1, 3)).toThrow(RangeError);
  });

  it('refuses a total too large to be exact instead of rounding it', () => {
    expect(() => lineTotal(Number.MAX_SAFE_INTEGER, 2)).toThrow(RangeError);
  });
});

describe('subtotalOf', () => {
  it('adds the line totals', () => {
    // 3 × 280.000 + 10 × 45.500 + 2 × 99.900 = 840.000 + 455.000 + 199.800
    const lines = [
      { unitPrice: 280_000, quantity: 3 },
      { unitPrice: 45_500, quantity: 10 },
      { unitPrice: 99_900, quantity: 2 },
    ];
    expect(subtotalOf(lines)).toBe(1_494_800);
  });

  it('is 0 for no lines', () => {
    expect(subtotalOf([])).toBe(0);
  });
});

describe('the minimum purchase', () => {
  it('applies to the subtotal before taxes, and the minimum itself is enough', () => {
    expect(isBelowMinimumPurchase(99_999, 100_000)).toBe(true);
    expect(isBelowMinimumPurchase(100_000, 100_000)).toBe(false);
  });

  it('does not exist when the shop sets 0', () => {
    expect(isBelowMinimumPurchase(0, 0)).toBe(false);
    expect(minimumPurchaseProblem(1, 0)).toBeNull();
  });

  it('is refused with the minimum and the subtotal in COP', () => {
    expect(minimumPurchaseProblem(99_999, 100_000)?.replace(/\s/g, ' ')).toBe(
      'La compra mínima es de $ 100.000 antes de impuestos. Su carrito suma $ 99.999.',
    );
    expect(minimumPurchaseProblem(100_000, 100_000)).toBeNull();
  });
});
