import {
  hasAnyPermission,
  QUOTE_EXPIRY_WARNING_DAYS,
  type DashboardSummary,
  type Permission,
} from '@shop/shared';
import { bogotaDate, bogotaPeriod, shiftDays } from '../../lib/bogota-date';
import type { DashboardSummaryRepository } from './repository';

/**
 * The Resumen's figures, each read only for a user holding its permission (the others are left
 * out of the answer, not zeroed): staff see the numbers of the screens they may open.
 */
export function createDashboardSummaryService(repo: DashboardSummaryRepository) {
  return {
    async summary(held: readonly string[], now = new Date()): Promise<DashboardSummary> {
      const may = (...wanted: Permission[]) => hasAnyPermission(held, wanted);
      const today = bogotaPeriod('day', bogotaDate(now));
      const month = bogotaPeriod('month', today.firstDay);
      // Whole Bogotá days, so the card's count is what the history's 'Vence hasta' lists.
      const expiry = bogotaPeriod('day', shiftDays(today.firstDay, QUOTE_EXPIRY_WARNING_DAYS));
      const [sales, ordersToProcess, quotesExpiring, accounts, lowStock] = await Promise.all([
        may('ADMIN_ORDERS', 'ADMIN_REPORTS')
          ? Promise.all([
              repo.sales(today.start, today.end),
              repo.sales(month.start, month.end),
            ]).then(([day, wholeMonth]) => ({ today: day, month: wholeMonth }))
          : undefined,
        may('ADMIN_ORDERS') ? repo.ordersWithStatus('PENDING') : undefined,
        may('ADMIN_ORDERS') ? repo.quotesExpiringBy(now, expiry.end) : undefined,
        may('ADMIN_CLIENTS') ? repo.accounts() : undefined,
        may('ADMIN_STOCK') ? repo.lowStock() : undefined,
      ]);
      return {
        today: today.firstDay,
        monthStart: month.firstDay,
        quotesExpireBy: expiry.firstDay,
        sales,
        ordersToProcess,
        quotesExpiring,
        accounts,
        lowStock,
      };
    },
  };
}
export type DashboardSummaryService = ReturnType<typeof createDashboardSummaryService>;
