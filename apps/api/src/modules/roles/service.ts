import { isDeepStrictEqual } from 'node:util';
import {
  ROLE_MESSAGES,
  type AuditHistory,
  type PageRequest,
  type Role,
  type RoleCreate,
  type RoleUpdate,
} from '@shop/shared';
import { ADVISORY_LOCKS, lockAdvisory } from '../../db/advisory-locks';
import type { Tx } from '../../db/client';
import type { Transactional } from '../../db/transactional';
import { conflict, isUniqueViolation, notFound } from '../../lib/errors';
import type { AuditService } from '../../platform/audit/service';
import { customerRole } from './catalogue';
import type { RoleRepository, RoleRow } from './repository';

interface Deps {
  roles: Transactional<RoleRepository>;
  audit: AuditService;
}

const asRole = (row: RoleRow, accounts: number): Role => ({
  ...row,
  permissions: row.permissions as Role['permissions'],
  accounts,
});

const state = ({ name, description, permissions }: RoleRow) => ({
  name,
  description,
  permissions,
});

/**
 * The guard every writer of roles or account status shares (this module's role edits and the
 * clients screen's changes): such writes run one after another behind one lock, and a write is
 * rolled back when it takes away the last role, or the last ACTIVE account, holding ADMIN_ROLES.
 * A change that takes nothing away passes even where nobody held it before, so a shop in that
 * state can still activate its customers and hand the permission out.
 */
export function createRoleAdministratorsGuard(roles: Transactional<RoleRepository>) {
  const holders = (tx: Tx) => roles.within(tx).holdersOf('ADMIN_ROLES');
  return {
    async guard<T>(tx: Tx, work: () => Promise<T>): Promise<T> {
      await lockAdvisory(tx, ADVISORY_LOCKS.roleAdministrators, 0);
      const before = await holders(tx);
      const result = await work();
      const after = await holders(tx);
      const lost = (key: keyof typeof after) => before[key] > 0 && after[key] === 0;
      if (lost('roles') || lost('activeAccounts')) throw conflict('ROLE_LOCKOUT');
      return result;
    },
  };
}
export type RoleAdministratorsGuard = ReturnType<typeof createRoleAdministratorsGuard>;

export function createRoleService({ roles, audit }: Deps) {
  const administrators = createRoleAdministratorsGuard(roles);
  /**
   * A role write runs after every other one that could change who may administer roles, and is
   * rolled back if it leaves no role, or no ACTIVE account, holding ADMIN_ROLES.
   */
  async function guarded<T>(work: (repo: RoleRepository, tx: Tx) => Promise<T>): Promise<T> {
    try {
      return await roles.inTransaction((repo, tx) =>
        administrators.guard(tx, () => work(repo, tx)),
      );
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict('ROLE_NAME_TAKEN');
      throw err;
    }
  }

  const found = async (repo: RoleRepository, id: number) => {
    const row = await repo.findForUpdate(id);
    if (!row) throw notFound(ROLE_MESSAGES.notFound);
    return row;
  };

  return {
    /** Read by id alone: the trail of a deleted role is how one learns who deleted it. */
    async history(id: number, page: PageRequest): Promise<AuditHistory> {
      return audit.history('role', id, page);
    },

    async list(): Promise<Role[]> {
      const rows = await roles.repo.list();
      return rows.map(({ accounts, ...row }) => asRole(row, accounts));
    },

    async create(actorUserId: number, input: RoleCreate): Promise<Role> {
      return guarded(async (repo, tx) => {
        const row = await repo.insert({
          name: input.name,
          description: input.description ?? '',
          permissions: input.permissions,
        });
        await audit.record(tx, {
          actorUserId,
          entity: 'role',
          entityId: row.id,
          action: 'create',
          before: null,
          after: state(row),
        });
        return asRole(row, 0);
      });
    },

    async update(actorUserId: number, id: number, input: RoleUpdate): Promise<Role> {
      return guarded(async (repo, tx) => {
        const before = await found(repo, id);
        const after = await repo.update(id, input);
        const changed = (Object.keys(input) as (keyof RoleUpdate)[]).filter(
          (key) => !isDeepStrictEqual(before[key], after[key]),
        );
        const pick = (row: RoleRow) => Object.fromEntries(changed.map((k) => [k, row[k]]));
        await audit.record(tx, {
          actorUserId,
          entity: 'role',
          entityId: id,
          action: 'update',
          before: pick(before),
          after: pick(after),
        });
        // What a role allows changed: its holders sign in again, as when their own roles change.
        if (changed.includes('permissions')) await repo.endSessionsOfHolders(id);
        return asRole(after, await repo.holders(id));
      });
    },

    async remove(actorUserId: number, id: number): Promise<void> {
      await guarded(async (repo, tx) => {
        const before = await found(repo, id);
        if (before.name === customerRole.name) throw conflict('ROLE_IN_USE');
        const holders = await repo.holders(id);
        if (holders > 0) throw conflict('ROLE_IN_USE', ROLE_MESSAGES.heldByAccounts(holders));
        await repo.remove(id);
        await audit.record(tx, {
          actorUserId,
          entity: 'role',
          entityId: id,
          action: 'delete',
          before: state(before),
          after: null,
        });
      });
    },
  };
}
export type RoleService = ReturnType<typeof createRoleService>;
