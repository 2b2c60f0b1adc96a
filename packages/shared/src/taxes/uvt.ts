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
 * The calendar day in Bogotá of an instant, YYYY-MM-DD, whatever the machine's time zone: the date
 * whose tax rules a document follows, the TRM's calendar and the yearly document numbers.
 */
export function bogotaDate(instant = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota' }).format(instant);
}
