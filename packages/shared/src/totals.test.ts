import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { customerUnitPrice } from './pricing';
import { computeTotals } from './totals';

// A Bogotá-like configuration: ReteFuente 2,5 %, ReteICA 4,14 ‰, base 10 UVT 2026 ≈ $ 524.000.
const rules = { taxes: { retefuente: 0.025, reteica: 0.00414 }, retentionThreshold: 524_000 };

describe('computeTotals, worked by hand', () => {
  it('below the threshold: VAT but no withholdings', () => {
    // 2 × 150.000 = 300.000; VAT 19 % = 57.000; 300.000 < 524.000 → no withholdings.
    expect(computeTotals([{ unitPrice: 150_000, quantity: 2, vat: 0.19 }], rules)).toEqual({
      subtotal: 300_000,
      totalVAT: 57_000,
      reteFuente: 0,
      reteICA: 0,
      total: 357_000,
    });
  });

  it('exactly at the threshold: withholdings apply', () => {
    // 524.000: VAT 99.560; ReteFuente 13.100; ReteICA 2.169,36 → 2.169; total 524.000 + 99.560 − 13.100 − 2.169
    expect(computeTotals([{ unitPrice: 524_000, quantity: 1, vat: 0.19 }], rules)).toEqual({
      subtotal: 524_000,
      totalVAT: 99_560,
      reteFuente: 13_100,
      reteICA: 2_169,
      total: 608_291,
    });
  });

  it('mixed VAT rates 19 %, 5 % and 0 % above the threshold', () => {
    // 3 × 280.000 = 840.000 at 19 % → 159.600; 10 × 45.500 = 455.000 at 5 % → 22.750; 2 × 99.900 = 199.800 at 0 %.
    // Subtotal 1.494.800; VAT 182.350; ReteFuente 37.370; ReteICA 6.188,472 → 6.188; total 1.633.592.
    expect(
      computeTotals(
        [
          { unitPrice: 280_000, quantity: 3, vat: 0.19 },
          { unitPrice: 45_500, quantity: 10, vat: 0.05 },
          { unitPrice: 99_900, quantity: 2, vat: 0 },
        ],
        rules,
      ),
    ).toEqual({
      subtotal: 1_494_800,
      totalVAT: 182_350,
      reteFuente: 37_370,
      reteICA: 6_188,
      total: 1_633_592,
    });
  });

  it('rounds VAT half-up once, on the exact sum, not line by line', () => {
    // 1 × 50 at 5 % = 2,5 and 1 × 30 at 5 % = 1,5: line by line 3 + 2 = 5; on the sum 4 (80 × 0,05).
    expect(
      computeTotals(
        [
          { unitPrice: 50, quantity: 1, vat: 0.05 },
          { unitPrice: 30, quantity: 1, vat: 0.05 },
        ],
        rules,
      ).totalVAT,
    ).toBe(4);
    // 1 × 50 at 19 % = 9,5 → 10 (half-up).
    expect(computeTotals([{ unitPrice: 50, quantity: 1, vat: 0.19 }], rules).totalVAT).toBe(10);
  });

  it('takes client-type prices computed by customerUnitPrice', () => {
    // Distributor +8 %: 1.234.567 → 1.333.332; × 2 = 2.666.664; VAT 506.666,16 → 506.666;
    // ReteFuente 66.666,6 → 66.667; ReteICA 11.039,98896 → 11.040; total 3.095.623.
    const unitPrice = customerUnitPrice(1_234_567, 0.08);
    expect(computeTotals([{ unitPrice, quantity: 2, vat: 0.19 }], rules)).toEqual({
      subtotal: 2_666_664,
      totalVAT: 506_666,
      reteFuente: 66_667,
      reteICA: 11_040,
      total: 3_095_623,
    });
  });

  it('applies no withholdings when the configuration has none (the spec defaults)', () => {
    const none = { taxes: { retefuente: 0, reteica: 0 }, retentionThreshold: 0 };
    expect(computeTotals([{ unitPrice: 1_000, quantity: 1, vat: 0.19 }], none)).toEqual({
      subtotal: 1_000,
      totalVAT: 190,
      reteFuente: 0,
      reteICA: 0,
      total: 1_190,
    });
  });

  it('refuses quantities below 1 or not whole, and negative prices', () => {
    expect(() => computeTotals([{ unitPrice: 1, quantity: 0, vat: 0 }], rules)).toThrow(RangeError);
    expect(() => computeTotals([{ unitPrice: 1, quantity: 1.5, vat: 0 }], rules)).toThrow(
      RangeError,
    );
    expect(() => computeTotals([{ unitPrice: -1, quantity: 1, vat: 0 }], rules)).toThrow(
      RangeError,
    );
  });

  it('always satisfies total = subtotal + VAT − withholdings, in whole pesos', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            unitPrice: fc.integer({ min: 0, max: 50_000_000 }),
            quantity: fc.integer({ min: 1, max: 10_000 }),
            vat: fc.constantFrom(0, 0.05, 0.19),
          }),
          { minLength: 1, maxLength: 30 },
        ),
        (lines) => {
          const t = computeTotals(lines, rules);
          expect(t.total).toBe(t.subtotal + t.totalVAT - t.reteFuente - t.reteICA);
          for (const v of Object.values(t)) expect(Number.isInteger(v)).toBe(true);
          expect(t.reteFuente > 0).toBe(t.subtotal >= rules.retentionThreshold);
        },
      ),
    );
  });
});
