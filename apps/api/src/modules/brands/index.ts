import type { Db } from '../../db/client';
import { transactional } from '../../db/transactional';
import type { ShopModule } from '../../lib/shop-module';
import type { Platform } from '../../platform/context';
import { brandAdminRoutes } from './admin-routes';
import { createBrandRepository } from './repository';
import { brandRoutes } from './routes';
import { createBrandService } from './service';

/** Brands: the storefront's list on the read connections, the dashboard's writes on db. */
export function brandsModule({
  db,
  reads,
  audit,
}: Pick<Platform, 'db' | 'reads' | 'audit'>): ShopModule {
  const brandsOn = (on: Db) =>
    createBrandService({ brands: transactional(on, createBrandRepository), audit });
  return { routes: [brandRoutes(brandsOn(reads)), brandAdminRoutes(brandsOn(db))] };
}
