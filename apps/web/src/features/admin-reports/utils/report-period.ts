import { ReportPeriodQuerySchema, type ReportPeriod, type ReportPeriodQuery } from '@shop/shared';

/** How the page names each period in its picker. */
export const PERIOD_NAMES: Record<ReportPeriod, string> = {
  day: 'Día',
  week: 'Semana (lunes a domingo)',
  month: 'Mes',
};

/**
 * Today in Bogotá as YYYY-MM-DD, whatever the browser's time zone: the API counts sales by
 * Bogotá days, so a manager travelling abroad still sees the shop's today.
 */
export function bogotaToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota' }).format(now);
}

/**
 * The period in the address (`?period=week&date=2026-11-24`), checked with the API's own schema;
 * a missing or malformed part reads as the default: this month, counted from today.
 */
export function readPeriodParams(params: URLSearchParams, today: string): ReportPeriodQuery {
  const { period, date } = ReportPeriodQuerySchema.shape;
  const chosenPeriod = period.safeParse(params.get('period'));
  const chosenDate = date.safeParse(params.get('date'));
  return {
    period: chosenPeriod.success ? chosenPeriod.data : 'month',
    date: chosenDate.success ? chosenDate.data : today,
  };
}

/** Whether a typed date is one the API takes (a real day, YYYY-MM-DD). */
export const isReportDate = (value: string) =>
  ReportPeriodQuerySchema.shape.date.safeParse(value).success;

/** `period=month&date=2026-11-24`, the query both the summary and the sales file take. */
export const periodSearch = ({ period, date }: ReportPeriodQuery) =>
  new URLSearchParams({ period, date }).toString();

const asWritten = new Intl.DateTimeFormat('es-CO', { dateStyle: 'long', timeZone: 'UTC' });

/** '23–29 de noviembre de 2026' for the first and last day of a period (one date for a day). */
export const formatPeriodRange = (from: string, to: string) =>
  asWritten.formatRange(new Date(`${from}T00:00:00Z`), new Date(`${to}T00:00:00Z`));
