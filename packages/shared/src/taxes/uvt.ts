/**
 * UVT to pesos as art. 868 E.T. converts amounts stated in UVT: number of UVT × the UVT of the
 * year, approximated to the nearest multiple of 1,000 (of 100 below $10,000), halves up. In 2025,
 * 10 UVT × $49,799 = $497,990 → $498,000, the base DIAN's tables print.
 */
export function uvtToPesos(uvt: number, uvtValue: number): number {
  // Hundredths of a UVT times the value: exact integers for bases such as 10, 27 or 2.5 UVT.
  const exact = BigInt(Math.round(uvt * 100)) * BigInt(uvtValue);
  const step = exact >= 1_000_000n ? 100_000n : exact >= 10_000n ? 10_000n : 100n;
  return Number(((exact + step / 2n) / step) * (step / 100n));
}

/**
 * UVT to pesos without art. 868's approximation: the whole pesos of number of UVT × the UVT of
 * the year, rounded down. For the art. 424 num. 5 caps ("que no excedan de 50 UVT"): a price in
 * whole pesos is within the cap when price ≤ UVT × value, that is when price ≤ this floor. In 2026,
 * 50 UVT × $52,374 = $2,618,700 and 22 UVT = $1,152,228, the figures the tax press publishes; the
 * rounded $2,619,000 would exclude prices the law taxes. docs/taxes.md says which conversion
 * applies where.
 */
export function uvtToExactPesos(uvt: number, uvtValue: number): number {
  // Hundredths of a UVT (the table keeps two decimals) times the value, then down to whole pesos.
  return Number((BigInt(Math.round(uvt * 100)) * BigInt(uvtValue)) / 100n);
}

// Colombia keeps UTC−5 all year (no daylight saving since 1993), so its calendar day is the UTC day
// of the instant five hours earlier: arithmetic, where a time-zone formatter cost the server 3 % of a cached
// catalogue answer and a phone's first page the load of the locale data.
const BOGOTA_OFFSET_MS = 5 * 60 * 60_000;

/**
 * The calendar day in Bogotá of an instant, YYYY-MM-DD, whatever the machine's time zone: the date
 * whose tax rules a document follows, the TRM's calendar and the yearly document numbers.
 */
export function bogotaDate(instant = new Date()): string {
  return new Date(instant.getTime() - BOGOTA_OFFSET_MS).toISOString().slice(0, 10);
}
