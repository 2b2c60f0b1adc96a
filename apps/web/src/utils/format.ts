/** Pesos with centavos, the way the TRM is quoted ('$ 4.012,35'). */
export const copWithCents = new Intl.NumberFormat('es-CO', {
  style: 'currency',
  currency: 'COP',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

const longDate = (timeZone: string) =>
  new Intl.DateTimeFormat('es-CO', { dateStyle: 'long', timeZone });
const inBogota = longDate('America/Bogota');
const asWritten = longDate('UTC');

/**
 * '14 de agosto de 2026'. A timestamp is shown as the day it was in Colombia; a bare calendar
 * date ('2026-08-14') is that day as written, whatever the browser's time zone.
 */
export function formatDate(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return (/^\d{4}-\d{2}-\d{2}$/.test(value) ? asWritten : inBogota).format(date);
}

/** '19 %' from 0.19 (es-CO writes a space before the sign). */
export function vatPercent(vat: number): string {
  return `${new Intl.NumberFormat('es-CO', { maximumFractionDigits: 2 }).format(vat * 100)} %`;
}
