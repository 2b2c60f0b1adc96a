import type { Limits } from '../../config/limits';
import { transactional } from '../../db/transactional';
import type { ShopModule } from '../../lib/shop-module';
import type { Platform } from '../../platform/context';
import { createProductImportRepository } from './repository';
import { productImportRoutes } from './routes';
import { createProductImportService } from './service';

/** The catalogue as an Excel workbook: template, export, preview and one all-or-nothing import. */
export function productImportModule({
  db,
  audit,
  limits,
}: Pick<Platform, 'db' | 'audit'> & { limits: Limits }): ShopModule {
  const products = transactional(db, createProductImportRepository);
  const workbooks = createProductImportService({ products, audit });
  return { routes: [productImportRoutes(workbooks, limits.perAddress.reportsPerMinute)] };
}
