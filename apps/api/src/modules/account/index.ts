import { transactional } from '../../db/transactional';
import type { ShopModule } from '../../lib/shop-module';
import type { Platform } from '../../platform/context';
import type { ConfigReader } from '../config/service';
import type { MunicipalityLookup } from '../municipalities/service';
import type { RoleAdministratorsGuard } from '../roles/service';
import type { RutProposals } from '../rut/reading/proposal-service';
import { createAdminClientRepository } from './admin-repository';
import { adminClientRoutes } from './admin-routes';
import { createAdminClientService } from './admin-service';
import { buyerTaxProfilePort } from './buyer-tax-profile';
import { customerSnapshotPort } from './customer-snapshot';
import { createAccountRepository } from './repository';
import { rutProposalRoutes } from './rut-proposal-routes';
import { createRutProposalService } from './rut-proposal-service';
import { taxProfileWriter } from './tax-profile-change';
import { accountRoutes } from './routes';
import { createAccountService } from './service';

/** The customer's own account and, for staff, the clients screen. */
export function accountModule(
  deps: Pick<Platform, 'db' | 'audit' | 'outbox'> & {
    siteConfig: ConfigReader;
    municipalities: MunicipalityLookup;
    roleAdministrators: RoleAdministratorsGuard;
    rutProposals: RutProposals;
  },
) {
  const accounts = transactional(deps.db, createAccountRepository);
  const clientRows = transactional(deps.db, createAdminClientRepository);
  const applyTaxProfile = taxProfileWriter({ ...deps, clients: clientRows });
  const clients = createAdminClientService({
    ...deps,
    accounts,
    clients: clientRows,
    applyTaxProfile,
  });
  const proposals = createRutProposalService({
    ...deps,
    accounts,
    clients: clientRows,
    applyTaxProfile,
  });
  return {
    routes: [
      accountRoutes(createAccountService({ ...deps, accounts }), clients),
      adminClientRoutes(clients),
      rutProposalRoutes(proposals),
    ],
    ports: {
      /** The customer's data frozen on a quote or order, read in the caller's transaction. */
      customerSnapshot: customerSnapshotPort(createAccountRepository),
      /** Who a buyer is for taxes, read in the caller's transaction. */
      buyerTaxProfile: buyerTaxProfilePort(createAccountRepository),
    },
  } satisfies ShopModule;
}
