import {
  ADMIN_CLIENT_MESSAGES,
  hasAnyPermission,
  pageWindow,
  type Account,
  type AccountUpdateResponse,
  type AdminClientUpdate,
  type AuditHistory,
  type ClientList,
  type ClientListQuery,
  type PageRequest,
  type Permission,
  type SessionUser,
  type TypeRequestDecision,
} from '@shop/shared';
import type { Tx } from '../../db/client';
import type { Transactional } from '../../db/transactional';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { foldText } from '../../lib/fold';
import type { AuditService } from '../../platform/audit/service';
import type { RoleAdministratorsGuard } from '../roles/service';
import type { ConfigReader } from '../config/service';
import type { OutboxService } from '../../platform/mail/service';
import type { AdminClientRepository } from './admin-repository';
import { accountActivatedMail, clientTypeDecisionMail, municipalityDecisionMail } from './mails';
import type { TaxProfileWriter } from './tax-profile-change';
import type { AccountRepository } from './repository';

interface Deps {
  accounts: Transactional<AccountRepository>;
  clients: Transactional<AdminClientRepository>;
  audit: AuditService;
  outbox: OutboxService;
  siteConfig: ConfigReader;
  /** The roles module's guard: no change may leave no ACTIVE account holding ADMIN_ROLES. */
  roleAdministrators: RoleAdministratorsGuard;
  /** Writes tax flags and identity with their audit entry (tax-profile-change.ts). */
  applyTaxProfile: TaxProfileWriter;
}

const roleIds = (account: Account) => account.roles.map((role) => role.id).sort((a, b) => a - b);

/** Staff with ADMIN_CLIENTS: the clients list, status, type and role changes (docs/architecture.md, "Contract: states and transitions"). */
export function createAdminClientService({
  accounts,
  clients,
  audit,
  outbox,
  siteConfig,
  roleAdministrators,
  applyTaxProfile,
}: Deps) {
  const shopName = async () => (await siteConfig.get())?.shopName ?? 'Tienda';

  /** The account inside the transaction, its row locked so that two admins never interleave. */
  const lockedAccount = async (tx: Tx, userId: number): Promise<Account> => {
    const locked = await clients.within(tx).lockUser(userId);
    const account = locked && (await accounts.within(tx).find(userId));
    if (!account) throw notFound('No encontramos este usuario.');
    return account;
  };

  const updated = async (userId: number, changed: boolean): Promise<AccountUpdateResponse> => ({
    message: changed ? ADMIN_CLIENT_MESSAGES.updated : ADMIN_CLIENT_MESSAGES.unchanged,
    changed,
    account: (await accounts.repo.find(userId))!,
  });

  /**
   * The roles of a change, checked: each must exist, and a role the account does not have yet may
   * carry no permission the staff member lacks (USER aside), or a client admin could hand himself
   * or anyone the roles administrator's powers. True when the roles keep ADMIN_CLIENTS.
   */
  const checkedRoles = async (staff: SessionUser, account: Account, wanted: number[], tx: Tx) => {
    const found = await clients.within(tx).rolesByIds(wanted);
    if (found.length !== wanted.length)
      throw badRequest(ADMIN_CLIENT_MESSAGES.roleUnknown, [
        { path: 'roles', message: ADMIN_CLIENT_MESSAGES.roleUnknown },
      ]);
    const held = roleIds(account);
    const beyond = found.find(
      (role) =>
        !held.includes(role.id) &&
        role.permissions.some(
          (p) => p !== 'USER' && !hasAnyPermission(staff.permissions, [p as Permission]),
        ),
    );
    if (beyond) throw forbidden('FORBIDDEN', ADMIN_CLIENT_MESSAGES.roleBeyondOwn(beyond.name));
    return found.some((role) =>
      hasAnyPermission(role.permissions as SessionUser['permissions'], ['ADMIN_CLIENTS']),
    );
  };

  /**
   * Status, type, roles and tax flags of one account inside `tx`, each changed attribute audited with the
   * reason; an attribute sent with its current value writes nothing. True when anything changed.
   */
  const applyChange = async (
    tx: Tx,
    staff: SessionUser,
    userId: number,
    change: AdminClientUpdate,
    shop: string,
  ): Promise<boolean> => {
    const reason = change.comments!;
    const self = staff.id === userId;
    const account = await lockedAccount(tx, userId);
    const repo = clients.within(tx);
    const fact = { actorUserId: staff.id, entity: 'user' as const, entityId: userId, reason };
    let any = false;

    const newStatus =
      change.clientStatus !== undefined && change.clientStatus !== account.clientStatus
        ? change.clientStatus
        : undefined;
    const newType =
      change.clientType !== undefined && change.clientType !== account.clientType
        ? change.clientType
        : undefined;
    if (self && newStatus && newStatus !== 'ACTIVE') throw conflict('SELF_LOCKOUT');

    if (change.roles !== undefined) {
      const wanted = [...new Set(change.roles)].sort((a, b) => a - b);
      const keeps = await checkedRoles(staff, account, wanted, tx);
      if (self && !keeps) throw conflict('SELF_LOCKOUT');
      const before = roleIds(account);
      if (before.join() !== wanted.join()) {
        await repo.replaceRoles(userId, wanted);
        await audit.record(tx, {
          ...fact,
          action: 'roles',
          before: { roles: before },
          after: { roles: wanted },
        });
        any = true;
      }
    }
    if (newStatus || newType) {
      await repo.setStatusAndType(userId, {
        ...(newStatus ? { clientStatus: newStatus } : {}),
        // A type set by staff answers any request the customer had pending.
        ...(newType ? { clientType: newType, requestedClientType: null } : {}),
        comments: reason,
      });
      any = true;
    }
    if (newStatus) {
      await audit.record(tx, {
        ...fact,
        action: 'client_status',
        before: { clientStatus: account.clientStatus },
        after: { clientStatus: newStatus },
      });
      if (newStatus === 'ACTIVE') await outbox.enqueue(tx, accountActivatedMail(account, shop));
    }
    if (newType) {
      await audit.record(tx, {
        ...fact,
        action: 'client_type',
        before: {
          clientType: account.clientType,
          requestedClientType: account.requestedClientType,
        },
        after: { clientType: newType, requestedClientType: null },
      });
    }
    if (await applyTaxProfile(tx, account, change, fact)) any = true;
    return any;
  };

  return {
    async list(query: ClientListQuery): Promise<ClientList> {
      const window = pageWindow(query);
      const search = query.search ? foldText(query.search) : undefined;
      const { total, rows } = await clients.repo.list(
        {
          search: search || undefined,
          status: query.status,
          clientType: query.clientType,
          typeRequests: query.typeRequests,
          taxProfilePending: query.taxProfilePending,
          municipalityRequests: query.municipalityRequests,
        },
        { sort: query.sort, order: query.order },
        window,
      );
      return { users: rows, totalPages: window.totalPages(total) };
    },

    /** Status, type and roles at once (see applyChange). Activation mails the customer. */
    async update(
      staff: SessionUser,
      userId: number,
      change: AdminClientUpdate,
    ): Promise<AccountUpdateResponse> {
      // Read before the transaction: on PGlite a read beside an open transaction waits for it.
      const shop = await shopName();
      const changed = await accounts.inTransaction((_repo, tx) => {
        const apply = () => applyChange(tx, staff, userId, change, shop);
        // Roles and status decide who may administer roles: the roles module guards such writes.
        return change.roles !== undefined || change.clientStatus !== undefined
          ? roleAdministrators.guard(tx, apply)
          : apply();
      });
      if (changed) outbox.wake();
      return updated(userId, changed);
    },

    /** Approves (the type is set) or rejects (the request is cleared) a pending type request. */
    async decideTypeRequest(
      staff: SessionUser,
      userId: number,
      decision: TypeRequestDecision,
    ): Promise<AccountUpdateResponse> {
      const reason = decision.comments!;
      const shop = await shopName();
      await accounts.inTransaction(async (_repo, tx) => {
        const account = await lockedAccount(tx, userId);
        const requested = account.requestedClientType;
        if (!requested) throw conflict('CONFLICT', ADMIN_CLIENT_MESSAGES.noPendingRequest);
        await clients.within(tx).setStatusAndType(userId, {
          ...(decision.approve ? { clientType: requested } : {}),
          requestedClientType: null,
          comments: reason,
        });
        await audit.record(tx, {
          actorUserId: staff.id,
          entity: 'user',
          entityId: userId,
          action: 'client_type',
          reason,
          before: { clientType: account.clientType, requestedClientType: requested },
          after: {
            clientType: decision.approve ? requested : account.clientType,
            requestedClientType: null,
          },
        });
        await outbox.enqueue(
          tx,
          clientTypeDecisionMail(account, requested, decision.approve, reason, shop),
        );
      });
      outbox.wake();
      return {
        ...(await updated(userId, true)),
        message: decision.approve
          ? ADMIN_CLIENT_MESSAGES.requestApproved
          : ADMIN_CLIENT_MESSAGES.requestRejected,
      };
    },

    /**
     * Approves (the profile moves to the city) or rejects (the request is cleared) a customer's
     * change of city, which decides the withholdings (docs/taxes.md, "Changes staff approve").
     */
    async decideMunicipalityRequest(
      staff: SessionUser,
      userId: number,
      decision: TypeRequestDecision,
    ): Promise<AccountUpdateResponse> {
      const reason = decision.comments!;
      const shop = await shopName();
      await accounts.inTransaction(async (txRepo, tx) => {
        const account = await lockedAccount(tx, userId);
        const requested = account.requestedMunicipality;
        if (!requested) throw conflict('CONFLICT', ADMIN_CLIENT_MESSAGES.noPendingMunicipality);
        if (decision.approve)
          await txRepo.updateProfile(userId, {
            municipalityDaneCode: requested.municipalityDaneCode,
          });
        await txRepo.setMunicipalityRequest(userId, null);
        const current = account.profile.location.municipalityDaneCode;
        await audit.record(tx, {
          actorUserId: staff.id,
          entity: 'user',
          entityId: userId,
          action: 'client_municipality',
          reason,
          before: { municipality: current, requestedMunicipality: requested.municipalityDaneCode },
          after: {
            municipality: decision.approve ? requested.municipalityDaneCode : current,
            requestedMunicipality: null,
          },
        });
        await outbox.enqueue(
          tx,
          municipalityDecisionMail(account, requested, decision.approve, reason, shop),
        );
      });
      outbox.wake();
      return {
        ...(await updated(userId, true)),
        message: decision.approve
          ? ADMIN_CLIENT_MESSAGES.municipalityApproved
          : ADMIN_CLIENT_MESSAGES.municipalityRejected,
      };
    },

    async history(userId: number, page: PageRequest): Promise<AuditHistory> {
      if (!(await accounts.repo.find(userId))) throw notFound('No encontramos este usuario.');
      return audit.history('user', userId, page);
    },
  };
}
export type AdminClientService = ReturnType<typeof createAdminClientService>;
