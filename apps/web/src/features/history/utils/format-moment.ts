const day = new Intl.DateTimeFormat('es-CO', { dateStyle: 'medium', timeZone: 'America/Bogota' });
const time = new Intl.DateTimeFormat('es-CO', { timeStyle: 'short', timeZone: 'America/Bogota' });

/**
 * '24 nov 2026' and '1:21 p. m.', as it was in Colombia: the history lists many documents a day,
 * so the hour tells them apart, and the short day keeps the table beside the menu at 1280 px.
 */
export function formatMoment(value: string): { day: string; time: string } {
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? { day: value, time: '' }
    : { day: day.format(date), time: time.format(date) };
}
