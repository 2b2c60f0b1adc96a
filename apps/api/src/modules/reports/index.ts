import type { Limits } from '../../config/limits';
import type { ShopModule } from '../../lib/shop-module';
import type { Platform } from '../../platform/context';
import type { ReceivablesPort } from './receivables-report';
import { receivablesReportRoutes } from './receivables-routes';
import { createReportsRepository } from './repository';
import { reportRoutes } from './routes';
import { createReportsService } from './service';

/**
 * Sales figures and the clients, sales and stock workbooks for staff with ADMIN_REPORTS; the
 * cartera workbook (the credit module's `receivables`) for ADMIN_PAYMENTS.
 */
export function reportsModule({
  db,
  limits,
  receivables,
}: Pick<Platform, 'db'> & { limits: Limits; receivables: ReceivablesPort }): ShopModule {
  const reports = createReportsService(createReportsRepository(db));
  const perMinute = limits.perAddress.reportsPerMinute;
  return {
    routes: [reportRoutes(reports, perMinute), receivablesReportRoutes(receivables, perMinute)],
  };
}
