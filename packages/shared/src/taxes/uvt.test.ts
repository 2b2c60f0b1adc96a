import { describe, expect, it } from 'vitest';
import { bogotaDate, uvtToExactPesos, uvtToPesos } from './uvt';

describe('uvtToPesos (art. 868 E.T.: nearest 1.000; under $ 10.000, nearest 100; halves up)', () => {
  it.each([
    // [UVT, UVT value, pesos] — the product by hand, then the approximation.
    [10, 49_799, 498_000], // 497.990 → 498.000 (the 2025 ReteFuente base DIAN prints)
    [27, 49_799, 1_345_000], // 1.344.573 → 1.345.000
    [50, 49_799, 2_490_000], // 2.489.950 → 2.490.000
    [22, 49_799, 1_096_000], // 1.095.578 → 1.096.000
    [10, 52_374, 524_000], // 523.740 → 524.000
    [27, 52_374, 1_414_000], // 1.414.098 → 1.414.000 (rounds down)
    [50, 52_374, 2_619_000], // 2.618.700 → 2.619.000
    [22, 52_374, 1_152_000], // 1.152.228 → 1.152.000
    [4, 52_374, 209_000], // 209.496 → 209.000
    [0.5, 49_799, 25_000], // 24.899,5 → 25.000
    [2.5, 49_799, 124_000], // 124.497,5 → 124.000
    [1, 10_500, 11_000], // 10.500: a half thousand goes up
    [1, 10_000, 10_000], // exactly 10.000 stays
    [0.1, 52_374, 5_200], // 5.237,4 → 5.200 (under 10.000: multiple of 100)
    [0.15, 49_799, 7_500], // 7.469,85 → 7.500
    [1, 9_950, 10_000], // 9.950: a half hundred goes up, to 10.000
    [1, 9_949, 9_900], // 9.949 → 9.900
    [0, 52_374, 0],
  ])('%f UVT × $ %i = $ %i', (uvt, value, pesos) => {
    expect(uvtToPesos(uvt, value)).toBe(pesos);
  });
});

describe('uvtToExactPesos (art. 424 num. 5 caps: whole pesos of UVT × value, rounded down)', () => {
  it.each([
    [50, 52_374, 2_618_700], // not art. 868's 2.619.000
    [22, 52_374, 1_152_228], // not art. 868's 1.152.000
    [50, 49_799, 2_489_950],
    [22, 49_799, 1_095_578],
    [0.5, 49_799, 24_899], // 24.899,5: a price of 24.900 exceeds it
    [2.25, 52_374, 117_841], // 117.841,5 → 117.841
    [0.01, 52_374, 523], // 523,74 → 523
    [0, 52_374, 0],
  ])('%f UVT × $ %i = $ %i', (uvt, value, pesos) => {
    expect(uvtToExactPesos(uvt, value)).toBe(pesos);
  });
});

describe('bogotaDate (UTC−5 all year: Colombia has no daylight saving)', () => {
  it.each([
    ['2026-01-01T04:59:59.999Z', '2025-12-31'],
    ['2026-01-01T05:00:00.000Z', '2026-01-01'],
    // Decreto 0572 takes effect on Bogotá's 1 June, five hours after UTC's.
    ['2025-06-01T04:59:00.000Z', '2025-05-31'],
    ['2025-06-01T05:00:00.000Z', '2025-06-01'],
    ['2026-03-10T23:30:00.000Z', '2026-03-10'],
  ])('%s is %s in Bogotá', (instant, day) => {
    expect(bogotaDate(new Date(instant))).toBe(day);
  });

  it('answers right from one call to the next across Bogotá midnight, in either direction', () => {
    const before = Date.parse('2026-01-01T04:59:59.999Z');
    const calls = [before, before + 1, before, before - 59_999, before + 1, before + 60_000];
    expect(calls.map((ms) => bogotaDate(new Date(ms)))).toEqual([
      '2025-12-31',
      '2026-01-01',
      '2025-12-31',
      '2025-12-31',
      '2026-01-01',
      '2026-01-01',
    ]);
  });
});
