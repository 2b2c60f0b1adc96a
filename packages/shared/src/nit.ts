// DIAN check digit (Orden Administrativa 4 de 1989): weights from the units digit leftwards.
const WEIGHTS = [3, 7, 13, 17, 19, 23, 29, 37, 41, 43, 47, 53, 59, 67, 71];

/** Check digit (DV) of a NIT base of 1 to 15 digits, or null when the base is not that. */
export function nitCheckDigit(base: string): number | null {
  if (!/^\d{1,15}$/.test(base)) return null;
  let sum = 0;
  for (let i = 0; i < base.length; i++) {
    sum += Number(base[base.length - 1 - i]) * WEIGHTS[i]!;
  }
  const r = sum % 11;
  return r <= 1 ? r : 11 - r;
}

/** `800197268` → `800.197.268-4`, the way the DIAN prints a NIT. */
export function formatNit(base: string): string {
  const dv = nitCheckDigit(base);
  const grouped = base.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return dv === null ? base : `${grouped}-${dv}`;
}
