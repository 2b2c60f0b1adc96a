import { z } from 'zod';

/**
 * A quote "about to expire" is a valid one (not converted, not expired) whose validity ends within
 * this many days: time enough for staff to call the customer.
 */
export const QUOTE_EXPIRY_WARNING_DAYS = 3;

const count = z.number().int().nonnegative();
/** Orders placed in a period, cancelled ones left out, and what they add up to in whole pesos. */
const SalesFigureSchema = z.object({ orders: count, total: z.number().int() });

/**
 * GET /api/dashboard/summary: the figures of the Resumen. Each one is answered only to a user
 * holding its permission and is absent otherwise.
 */
export const DashboardSummarySchema = z.object({
  /** Bogotá's today (YYYY-MM-DD) and its month's first day: the periods of `sales`. */
  today: z.string(),
  monthStart: z.string(),
  /** The Bogotá day `quotesExpiring` counts up to, included: today plus QUOTE_EXPIRY_WARNING_DAYS. */
  quotesExpireBy: z.string(),
  /** ADMIN_ORDERS or ADMIN_REPORTS: orders placed today and this month, not cancelled. */
  sales: z.object({ today: SalesFigureSchema, month: SalesFigureSchema }).optional(),
  /** ADMIN_ORDERS: orders still 'Pendiente', which nobody has started to prepare. */
  ordersToProcess: count.optional(),
  /** ADMIN_ORDERS: valid quotes whose validity ends by the end of `quotesExpireBy`. */
  quotesExpiring: count.optional(),
  /** ADMIN_CLIENTS: accounts waiting for activation, and requests waiting for a decision. */
  accounts: z
    .object({
      toActivate: count,
      typeRequests: count,
      taxProfiles: count,
      cityRequests: count,
    })
    .optional(),
  /** ADMIN_STOCK: products at or under their minimum stock (the stock monitor's list). */
  lowStock: count.optional(),
});
export type DashboardSummary = z.infer<typeof DashboardSummarySchema>;
