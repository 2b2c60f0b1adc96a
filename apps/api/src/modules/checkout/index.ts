import type { Transactional } from '../../db/transactional';
import type { DocumentTrm } from '../../db/schema';
import type { ShopModule } from '../../lib/shop-module';
import type { SiteConfigRow } from '../config/service';
import type { CartService } from '../cart/service';
import type { DocumentStore } from '../orders';
import { repeatOrderRoutes } from './repeat-routes';
import { checkoutRoutes } from './routes';
import { createCheckoutService } from './service';

type Deps = Parameters<typeof createCheckoutService>[0];

/**
 * Placing an order through named steps (checkout/service.ts), and refilling the cart from a past
 * one. No repository of its own: an order is written into the orders module's store, inside the
 * order's transaction.
 */
export function checkoutModule(
  deps: Omit<Deps, 'orders' | 'config' | 'trm'> & {
    documentStore: Transactional<DocumentStore>;
    siteConfigRow: () => Promise<SiteConfigRow>;
    documentTrm: () => Promise<DocumentTrm | null>;
    cart: Deps['cart'] & Pick<CartService, 'quickOrder'>;
  },
) {
  const checkout = createCheckoutService({
    ...deps,
    orders: deps.documentStore,
    config: deps.siteConfigRow,
    trm: deps.documentTrm,
  });
  return {
    routes: [checkoutRoutes(checkout), repeatOrderRoutes(deps.documentStore, deps.cart)],
    ports: { checkout },
  } satisfies ShopModule;
}
