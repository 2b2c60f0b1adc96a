import { transactional } from '../../db/transactional';
import type { ShopModule } from '../../lib/shop-module';
import type { Platform } from '../../platform/context';
import { createProductAdminRepository } from './repository';
import { productAdminRoutes } from './routes';
import { createProductAdminService } from './service';

/** The dashboard's products: the grid, one product's every field, its price and stock history. */
export function productAdminModule({ db, audit }: Pick<Platform, 'db' | 'audit'>): ShopModule {
  const products = transactional(db, createProductAdminRepository);
  return { routes: [productAdminRoutes(createProductAdminService({ products, audit }))] };
}
