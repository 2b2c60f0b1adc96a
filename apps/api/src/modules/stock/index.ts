import type { ShopModule } from '../../lib/shop-module';
import type { Platform } from '../../platform/context';
import { createLowStockRepository } from './low-stock-repository';
import { lowStockRoutes } from './low-stock-routes';
import { createLowStockService } from './low-stock-service';
import { createStockRepository } from './repository';
import { createStockService } from './service';

/** The catalogue's units: taken and given back in other modules' transactions; the low-stock screen. */
export function stockModule({ db }: Pick<Platform, 'db'>) {
  return {
    routes: [lowStockRoutes(createLowStockService(createLowStockRepository(db)))],
    ports: {
      // Bound to the transaction of each caller (an order, a status change), never to the pool.
      stock: createStockService(createStockRepository),
    },
  } satisfies ShopModule;
}
