import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  baseRangeForCustomerPrice,
  customerUnitPrice,
  formatCop,
  fractionToScaled,
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
  ])('%i × (1 + %f) = %i', (base, extra, expected) => {
    expect(customerUnitPrice(base, extra)).toBe(expected);
  });

  it('reads fractions exactly, without binary floating-point error', () => {
    expect(fractionToScaled(0.29)).toBe(29_000n); // 0.29 * 100000 = 28999.999999999996 in floats
    expect(fractionToScaled(0.00001)).toBe(1n);
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
});
