import type { Limits } from '../../config/limits';
import { transactional } from '../../db/transactional';
import type { PasswordHasher } from '../../lib/password-hasher';
import type { ShopModule } from '../../lib/shop-module';
import type { Platform } from '../../platform/context';
import type { AuthService } from '../auth/service';
import type { ConfigReader } from '../config/service';
import { companyAdminRoutes } from './admin-routes';
import { invitationRoutes } from './invitation-routes';
import { createCompanyRepository } from './repository';
import { companyRoutes } from './routes';
import { createCompanyService } from './service';

/** A company's people: members, company roles and invitations (docs/decisions/017). */
export function companiesModule(
  deps: Pick<Platform, 'db' | 'outbox' | 'audit'> & {
    siteConfig: ConfigReader;
    hasher: PasswordHasher;
    auth: AuthService;
    /** Invitation links are built from it, never from a request's Host. */
    publicUrl?: string;
    limits: Limits;
  },
): ShopModule {
  const service = createCompanyService({
    ...deps,
    companies: transactional(deps.db, createCompanyRepository),
    siteUrl: deps.publicUrl ?? 'http://localhost:3000',
  });
  return {
    routes: [
      companyRoutes(service),
      invitationRoutes(service, { perHour: deps.limits.invitationLinksPerHour }),
      companyAdminRoutes(service),
    ],
  };
}
