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

const BOGOTA = 'America/Bogota';
const shortDate = new Intl.DateTimeFormat('es-CO', { dateStyle: 'medium', timeZone: BOGOTA });
const shortTime = new Intl.DateTimeFormat('es-CO', { timeStyle: 'short', timeZone: BOGOTA });
const shortDateTime = new Intl.DateTimeFormat('es-CO', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: BOGOTA,
});

/** A timestamp as it was in Colombia; a value that is not one is shown as it came. */
const inColombia = (format: Intl.DateTimeFormat) => (value: string) => {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : format.format(date);
};

/** '14 ago 2026': a day in a dense list, where the long form would take the row's width. */
export const formatShortDate = inColombia(shortDate);

/** '1:21 p. m.': beside the short day where many records share one (the orders history). */
export const formatTime = inColombia(shortTime);

/** '14 ago 2026, 3:05 p. m.': when something happened (an audited change). */
export const formatDateTime = inColombia(shortDateTime);

/**
 * '14 de agosto de 2026 a las 3:05 p. m.': a moment a customer acts on (until when an order is
 * reserved, when it was paid), in Colombia's time whatever the browser's zone.
 */
export const formatLongDateTime = inColombia(
  new Intl.DateTimeFormat('es-CO', { dateStyle: 'long', timeStyle: 'short', timeZone: BOGOTA }),
);

/** '19 %' from 0.19 (es-CO writes a space before the sign). */
export function vatPercent(vat: number): string {
  return `${new Intl.NumberFormat('es-CO', { maximumFractionDigits: 2 }).format(vat * 100)} %`;
}
