import type { Limits } from '../../config/limits';
import type { Tx } from '../../db/client';
import { transactional } from '../../db/transactional';
import type { PasswordHasher } from '../../lib/password-hasher';
import type { ShopModule } from '../../lib/shop-module';
import type { Platform } from '../../platform/context';
import type { ConfigReader } from '../config/service';
import type { MunicipalityLookup } from '../municipalities/service';
import type { RutProposer } from '../rut/reading/proposal-service';
import type { RutClaim } from '../rut/service';
import { createRegistrationRepository } from './repository';
import { registrationRoutes } from './routes';
import { createRegistrationService } from './service';

/** New accounts with their RUT; those that need review wait for staff (docs/decisions/002). */
export function registrationModule(
  deps: Pick<Platform, 'db' | 'outbox'> & {
    hasher: PasswordHasher;
    siteConfig: ConfigReader;
    municipalities: MunicipalityLookup;
    claimRut: RutClaim;
    proposeFromRut: RutProposer;
    foundCompany: (tx: Tx, companyId: number) => Promise<void>;
    limits: Limits;
  },
): ShopModule {
  const registrations = transactional(deps.db, createRegistrationRepository);
  const registration = createRegistrationService({ ...deps, registrations });
  return { routes: [registrationRoutes(registration, deps.limits.registrationsPerHour)] };
}
