import type { ClientType, SellerProfile } from '@shop/shared';
import type { Limits } from '../../config/limits';
import { transactional } from '../../db/transactional';
import type { AnswerCache } from '../../lib/catalogue-cache/answer-cache';
import { perVersion } from '../../lib/catalogue-cache/per-version';
import type { CatalogueVersion } from '../../lib/catalogue-cache/version';
import type { ShopModule } from '../../lib/shop-module';
import type { Platform } from '../../platform/context';
import type { TaxRulesPort } from '../taxes/service';
import { createUnitIvaPort } from '../taxes/unit-iva';
import { createProductRepository } from './repository';
import { productRoutes } from './routes';
import { createSaleItemsRepository } from './sale-items-repository';
import { createSaleItemsService } from './sale-items-service';
import { createProductService } from './service';

/**
 * The storefront's catalogue: listings, search and product pages on the read connections, cached
 * per catalogue version (docs/performance.md), and what the cart reads of a product to sell it.
 */
export function catalogueModule(
  deps: Pick<Platform, 'db' | 'reads'> & {
    extraFraction: (clientType: ClientType) => Promise<number>;
    taxRules: TaxRulesPort;
    sellerProfile: () => Promise<SellerProfile>;
    catalogueVersion: CatalogueVersion;
    catalogueAnswers: AnswerCache;
    limits: Limits;
  },
) {
  const products = createProductRepository(deps.reads);
  const unitIva = createUnitIvaPort({ rules: deps.taxRules.rules, seller: deps.sellerProfile });
  const catalogue = createProductService({
    products,
    extraFraction: deps.extraFraction,
    unitIva,
    shape: perVersion(deps.catalogueVersion, products.shape),
  });
  const { searchesPerMinute } = deps.limits.perAddress;
  return {
    routes: [productRoutes(catalogue, deps.catalogueAnswers, searchesPerMinute)],
    ports: {
      /** Name, price and stock of the products a cart holds, inside the caller's transaction. */
      saleItems: createSaleItemsService(transactional(deps.db, createSaleItemsRepository)),
      /** The IVA each unit price carries today, by the one tax engine (cards, wishlist). */
      unitIva,
    },
  } satisfies ShopModule;
}
