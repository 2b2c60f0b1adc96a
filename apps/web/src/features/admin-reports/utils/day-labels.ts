import { countOf, type ReportPeriod } from '@shop/shared';

const utc = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('es-CO', { ...options, timeZone: 'UTC' });

/** Under each bar: the day of the month, 'lun 23' in a week, '24 de nov' for a single day. */
const axisFormats: Record<ReportPeriod, Intl.DateTimeFormat> = {
  month: utc({ day: 'numeric' }),
  week: utc({ weekday: 'short', day: 'numeric' }),
  day: utc({ day: 'numeric', month: 'short' }),
};
const longDay = utc({ weekday: 'long', day: 'numeric', month: 'long' });

const asDate = (day: string) => new Date(`${day}T00:00:00Z`);

/** A calendar day (YYYY-MM-DD) as the chart's axis writes it for the period. */
export const axisDayLabel = (period: ReportPeriod, day: string) =>
  axisFormats[period].format(asDate(day));

/** 'martes, 24 de noviembre': a day in the chart's tooltips and its table. */
export const longDayLabel = (day: string) => longDay.format(asDate(day));

/** '1 orden', '3 órdenes'. */
export const ordersLabel = (orders: number) => countOf(orders, 'orden', 'órdenes');
