import type { Limits } from '../../config/limits';
import type { ShopModule } from '../../lib/shop-module';
import type { Platform } from '../../platform/context';
import { createReportsRepository } from './repository';
import { reportRoutes } from './routes';
import { createReportsService } from './service';

/** Sales figures and the clients, sales and stock workbooks for staff with ADMIN_REPORTS. */
export function reportsModule({
  db,
  limits,
}: Pick<Platform, 'db'> & { limits: Limits }): ShopModule {
  const reports = createReportsService(createReportsRepository(db));
  return { routes: [reportRoutes(reports, limits.perAddress.reportsPerMinute)] };
}
