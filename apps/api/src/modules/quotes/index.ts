import type { Transactional } from '../../db/transactional';
import type { ShopModule } from '../../lib/shop-module';
import type { DocumentStore } from '../orders';
import { quoteRoutes } from './routes';
import { createQuoteService } from './service';

type Deps = Parameters<typeof createQuoteService>[0];

/**
 * A customer's quotes. No repository of its own: quotes live in the orders module's store (one
 * numbering, one history with the orders), and a conversion is placed by the checkout module.
 */
export function quotesModule(
  deps: Omit<Deps, 'orders'> & { documentStore: Transactional<DocumentStore> },
): ShopModule {
  return { routes: [quoteRoutes(createQuoteService({ ...deps, orders: deps.documentStore }))] };
}
