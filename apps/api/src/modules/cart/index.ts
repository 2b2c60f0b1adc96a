import type { ClientType, SellerProfile } from '@shop/shared';
import { transactional } from '../../db/transactional';
import type { ShopModule } from '../../lib/shop-module';
import type { Platform } from '../../platform/context';
import type { BuyerTaxProfilePort } from '../account/buyer-tax-profile';
import type { SaleItemsService } from '../catalogue/sale-items-service';
import type { StockService } from '../stock/service';
import type { TaxRulesPort } from '../taxes/service';
import type { UnitIvaPort } from '../taxes/unit-iva';
import { createCartRepository } from './repository';
import { cartRoutes } from './routes';
import { createCartService } from './service';

/** The customer's cart and wishlist, with the tax estimate of what the cart would cost. */
export function cartModule(
  deps: Pick<Platform, 'db'> & {
    saleItems: SaleItemsService;
    /** The units in stock, the most a cart line may hold (the stock module's port). */
    stock: StockService;
    /** The IVA each wishlist price carries today (the catalogue module's port). */
    unitIva: UnitIvaPort;
    extraFraction: (clientType: ClientType) => Promise<number>;
    taxRules: TaxRulesPort;
    sellerProfile: () => Promise<SellerProfile>;
    buyerTaxProfile: BuyerTaxProfilePort;
  },
) {
  const { db, taxRules, sellerProfile: seller } = deps;
  const cart = createCartService({
    carts: transactional(db, createCartRepository),
    saleItems: deps.saleItems,
    stock: deps.stock,
    extraFraction: deps.extraFraction,
    unitIva: deps.unitIva,
    taxes: {
      rules: taxRules.rules,
      seller,
      buyer: (userId) => deps.buyerTaxProfile(db, userId),
    },
  });
  return { routes: [cartRoutes(cart)], ports: { cart } } satisfies ShopModule;
}
