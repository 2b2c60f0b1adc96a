import type { Limits } from '../../config/limits';
import type { Tx } from '../../db/client';
import { transactional } from '../../db/transactional';
import type { PasswordHasher } from '../../lib/password-hasher';
import type { ShopModule } from '../../lib/shop-module';
import type { Platform } from '../../platform/context';
import type { MailSettingsPort } from '../../platform/mail/mailer';
import type { AuthService } from '../auth/service';
import type { ConfigReader } from '../config/service';
import type { MunicipalityLookup } from '../municipalities/service';
import { createAddressRepository } from './address-repository';
import { addressRoutes } from './address-routes';
import { createAddressService } from './address-service';
import { companyAdminRoutes } from './admin-routes';
import { invitationRoutes } from './invitation-routes';
import { createCompanyRepository } from './repository';
import { companyRoutes } from './routes';
import { createCompanyService } from './service';

export type { DeliveryAddressPort } from './address-service';

/** A company's people: members, company roles and invitations (docs/decisions/017). */
export function companiesModule(
  deps: Pick<Platform, 'db' | 'outbox' | 'audit'> & {
    siteConfig: ConfigReader;
    hasher: PasswordHasher;
    auth: AuthService;
    municipalities: MunicipalityLookup;
    mailSettings: MailSettingsPort;
    /** Invitation links are built from it, never from a request's Host. */
    publicUrl?: string;
    limits: Limits;
  },
) {
  const companies = transactional(deps.db, createCompanyRepository);
  const addresses = createAddressService({ ...deps, addresses: createAddressRepository });
  const service = createCompanyService({
    ...deps,
    companies,
    siteUrl: deps.publicUrl ?? 'http://localhost:3000',
    mailConfigured: async () => (await deps.mailSettings()).smtp !== null,
  });
  return {
    routes: [
      companyRoutes(service, { invitationsPerHour: deps.limits.invitationLinksPerHour }),
      invitationRoutes(service, { perHour: deps.limits.invitationLinksPerHour }),
      companyAdminRoutes(service),
      addressRoutes(addresses),
    ],
    ports: {
      /** The company's address an order picked, as the order copies it. */
      deliveryAddress: addresses.deliveryAddress,
      /** A new company account becomes a company, in the registration's transaction. */
      foundCompany: (tx: Tx, companyId: number) => companies.within(tx).found(companyId),
    },
  } satisfies ShopModule;
}
