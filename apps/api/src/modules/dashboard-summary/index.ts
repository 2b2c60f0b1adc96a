import type { ShopModule } from '../../lib/shop-module';
import type { Platform } from '../../platform/context';
import { createDashboardSummaryRepository } from './repository';
import { dashboardSummaryRoutes } from './routes';
import { createDashboardSummaryService } from './service';

/** The dashboard's Resumen: counts and sums over orders, quotes, accounts and stock, read only. */
export function dashboardSummaryModule({ db }: Pick<Platform, 'db'>) {
  return {
    routes: [
      dashboardSummaryRoutes(createDashboardSummaryService(createDashboardSummaryRepository(db))),
    ],
  } satisfies ShopModule;
}
