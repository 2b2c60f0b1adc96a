import { onFirstUse } from '@shop/shared';

// Each formatter is built on its first use (see onFirstUse): this module is in the storefront's
// first download, and most pages format no date at all.
const BOGOTA = 'America/Bogota';
const copWithCentsFormat = onFirstUse(
  () =>
    new Intl.NumberFormat('es-CO', {
      style: 'currency',
      currency: 'COP',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }),
);

/** Pesos with centavos, the way the TRM is quoted ('$ 4.012,35'). */
export const formatCopWithCents = (value: number) => copWithCentsFormat().format(value);

const dateFormat = (options: Intl.DateTimeFormatOptions) =>
  onFirstUse(() => new Intl.DateTimeFormat('es-CO', options));
const inBogota = dateFormat({ dateStyle: 'long', timeZone: BOGOTA });
const asWritten = dateFormat({ dateStyle: 'long', timeZone: 'UTC' });

/**
 * '14 de agosto de 2026'. A timestamp is shown as the day it was in Colombia; a bare calendar
 * date ('2026-08-14') is that day as written, whatever the browser's time zone.
 */
export function formatDate(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return (/^\d{4}-\d{2}-\d{2}$/.test(value) ? asWritten : inBogota)().format(date);
}

/** A timestamp as it was in Colombia; a value that is not one is shown as it came. */
const inColombia = (options: Intl.DateTimeFormatOptions) => {
  const format = dateFormat({ ...options, timeZone: BOGOTA });
  return (value: string) => {
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? value : format().format(date);
  };
};

/** '14 ago 2026': a day in a dense list, where the long form would take the row's width. */
export const formatShortDate = inColombia({ dateStyle: 'medium' });

/** '1:21 p. m.': beside the short day where many records share one (the orders history). */
export const formatTime = inColombia({ timeStyle: 'short' });

/** '14 ago 2026, 3:05 p. m.': when something happened (an audited change). */
export const formatDateTime = inColombia({ dateStyle: 'medium', timeStyle: 'short' });

/**
 * '14 de agosto de 2026 a las 3:05 p. m.': a moment a customer acts on (until when an order is
 * reserved, when it was paid), in Colombia's time whatever the browser's zone.
 */
export const formatLongDateTime = inColombia({ dateStyle: 'long', timeStyle: 'short' });

const percentFormat = onFirstUse(
  () => new Intl.NumberFormat('es-CO', { maximumFractionDigits: 2 }),
);

/** '19 %' from 0.19 (es-CO writes a space before the sign). */
export function vatPercent(vat: number): string {
  return `${percentFormat().format(vat * 100)} %`;
}
