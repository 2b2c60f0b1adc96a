/**
 * Today in Bogotá as YYYY-MM-DD, whatever the server's time zone: the calendar of the TRM and of
 * the yearly document numbers.
 */
export function bogotaDate(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota' }).format(now);
}
