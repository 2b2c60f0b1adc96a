import { z } from 'zod';
import { dayField } from './fields';

export const REPORT_PERIODS = ['day', 'week', 'month'] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];
export const REPORT_PERIOD_LABELS: Record<ReportPeriod, string> = {
  day: 'dia',
  week: 'semana',
  month: 'mes',
};

const PERIOD_MESSAGE = 'El periodo debe ser day (día), week (semana) o month (mes).';
const DATE_MESSAGE = 'La fecha debe ser un día real en formato AAAA-MM-DD, por ejemplo 2026-11-24.';

export const ReportPeriodQuerySchema = z.strictObject({
  period: z.enum(REPORT_PERIODS, { error: PERIOD_MESSAGE }),
  date: dayField(DATE_MESSAGE),
});
export type ReportPeriodQuery = z.infer<typeof ReportPeriodQuerySchema>;

export const SalesSummarySchema = z.object({
  period: z.enum(REPORT_PERIODS),
  /** First and last Bogotá day of the period, both included. */
  from: z.string(),
  to: z.string(),
  orders: z.number().int(),
  /**
   * "Ventas antes de IVA": Σ subtotal of the orders, whole pesos. Not "Total a pagar": a buyer
   * that withholds pays less, but the shop sold the same.
   */
  revenue: z.number().int(),
  /** revenue ÷ orders in whole pesos, rounded half-up; 0 when there are no orders. */
  averageTicket: z.number().int(),
  /** What the buyers withheld from those orders, whole pesos: "Total a pagar" was net of them. */
  withholdings: z.object({
    reteFuente: z.number().int(),
    reteIVA: z.number().int(),
    reteICA: z.number().int(),
  }),
  days: z.array(
    z.object({
      date: z.string(),
      orders: z.number().int(),
      revenue: z.number().int(),
      reteFuente: z.number().int(),
      reteIVA: z.number().int(),
      reteICA: z.number().int(),
    }),
  ),
});
export type SalesSummary = z.infer<typeof SalesSummarySchema>;
