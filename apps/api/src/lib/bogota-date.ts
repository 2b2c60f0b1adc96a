// Today in Bogotá: one definition, shared with the tax engine's document dates.
export { bogotaDate } from '@shop/shared';

/** Colombia has kept UTC-5 without daylight saving since 1993, so a Bogotá day is a fixed UTC span. */
const BOGOTA_OFFSET = '-05:00';

/** The instant a Bogotá calendar day (YYYY-MM-DD) begins. */
export function bogotaDayStart(day: string): Date {
  return new Date(`${day}T00:00:00${BOGOTA_OFFSET}`);
}

/** The Bogotá day `n` days after `day` (before it when `n` is negative). */
export const shiftDays = (day: string, n: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

export interface BogotaPeriod {
  /** First and last Bogotá day, both included. */
  firstDay: string;
  lastDay: string;
  /** [start, end) as instants, for a query on timestamps. */
  start: Date;
  end: Date;
  days: string[];
}

/** The Bogotá day, Monday-to-Sunday week or calendar month holding `day`. */
export function bogotaPeriod(period: 'day' | 'week' | 'month', day: string): BogotaPeriod {
  let firstDay = day;
  let nextFirst = shiftDays(day, 1);
  if (period === 'week') {
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    firstDay = shiftDays(day, -((weekday + 6) % 7));
    nextFirst = shiftDays(firstDay, 7);
  } else if (period === 'month') {
    firstDay = `${day.slice(0, 7)}-01`;
    const d = new Date(`${firstDay}T00:00:00Z`);
    d.setUTCMonth(d.getUTCMonth() + 1);
    nextFirst = d.toISOString().slice(0, 10);
  }
  const days: string[] = [];
  for (let d = firstDay; d < nextFirst; d = shiftDays(d, 1)) days.push(d);
  return {
    firstDay,
    lastDay: days[days.length - 1]!,
    start: bogotaDayStart(firstDay),
    end: bogotaDayStart(nextFirst),
    days,
  };
}
