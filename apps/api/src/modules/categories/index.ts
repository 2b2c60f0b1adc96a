import type { Db } from '../../db/client';
import { transactional } from '../../db/transactional';
import type { ShopModule } from '../../lib/shop-module';
import type { Platform } from '../../platform/context';
import { categoryAdminRoutes } from './admin-routes';
import { createCategoryRepository } from './repository';
import { categoryRoutes } from './routes';
import { createCategoryService } from './service';

/** Categories: the storefront's tree on the read connections, the dashboard's writes on db. */
export function categoriesModule({
  db,
  reads,
  audit,
}: Pick<Platform, 'db' | 'reads' | 'audit'>): ShopModule {
  const categoriesOn = (on: Db) =>
    createCategoryService({ categories: transactional(on, createCategoryRepository), audit });
  return { routes: [categoryRoutes(categoriesOn(reads)), categoryAdminRoutes(categoriesOn(db))] };
}
