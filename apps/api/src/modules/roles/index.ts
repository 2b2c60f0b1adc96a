import { transactional } from '../../db/transactional';
import type { ShopModule } from '../../lib/shop-module';
import type { Platform } from '../../platform/context';
import { createRoleRepository } from './repository';
import { roleRoutes } from './routes';
import { createRoleAdministratorsGuard, createRoleService } from './service';

export function rolesModule({ db, audit }: Pick<Platform, 'db' | 'audit'>) {
  const roles = transactional(db, createRoleRepository);
  return {
    routes: [roleRoutes(createRoleService({ roles, audit }))],
    ports: {
      /** Refuses a change that would leave no ACTIVE account holding ADMIN_ROLES. */
      roleAdministrators: createRoleAdministratorsGuard(roles),
    },
  } satisfies ShopModule;
}
