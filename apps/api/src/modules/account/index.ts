import { transactional } from '../../db/transactional';
import type { ShopModule } from '../../lib/shop-module';
import type { Platform } from '../../platform/context';
import type { ConfigReader } from '../config/service';
import type { MunicipalityLookup } from '../municipalities/service';
import type { RoleAdministratorsGuard } from '../roles/service';
import { createAdminClientRepository } from './admin-repository';
import { adminClientRoutes } from './admin-routes';
import { createAdminClientService } from './admin-service';
import { buyerTaxProfilePort } from './buyer-tax-profile';
import { customerSnapshotPort } from './customer-snapshot';
import { createAccountRepository } from './repository';
import { accountRoutes } from './routes';
import { createAccountService } from './service';

/** The customer's own account and, for staff, the clients screen. */
export function accountModule(
  deps: Pick<Platform, 'db' | 'audit' | 'outbox'> & {
    siteConfig: ConfigReader;
    municipalities: MunicipalityLookup;
    roleAdministrators: RoleAdministratorsGuard;
  },
) {
  const accounts = transactional(deps.db, createAccountRepository);
  const clients = createAdminClientService({
    ...deps,
    accounts,
    clients: transactional(deps.db, createAdminClientRepository),
  });
  return {
    routes: [
      accountRoutes(createAccountService({ ...deps, accounts }), clients),
      adminClientRoutes(clients),
    ],
    ports: {
      /** The customer's data frozen on a quote or order, read in the caller's transaction. */
      customerSnapshot: customerSnapshotPort(createAccountRepository),
      /** Who a buyer is for taxes, read in the caller's transaction. */
      buyerTaxProfile: buyerTaxProfilePort(createAccountRepository),
    },
  } satisfies ShopModule;
}
