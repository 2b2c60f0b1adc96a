import {
  ACCOUNT_MESSAGES,
  MESSAGES,
  CLIENT_TYPE_LABELS,
  clientTypeRequestedMessage,
  hasAnyPermission,
  municipalityLabelInText,
  municipalityRequestedMessage,
  type Account,
  type AccountUpdateResponse,
  type ClientType,
  type ProfileUpdate,
  type SessionUser,
} from '@shop/shared';
import type { Transactional } from '../../db/transactional';
import { badRequest, notFound } from '../../lib/errors';
import type { ConfigReader } from '../config/service';
import type { OutboxService } from '../../platform/mail/service';
import type { MunicipalityLookup } from '../municipalities/service';
import { clientTypeRequestMail, municipalityRequestMail } from './mails';
import type { AccountRepository, ProfileChanges } from './repository';

interface Deps {
  accounts: Transactional<AccountRepository>;
  outbox: OutboxService;
  siteConfig: ConfigReader;
  municipalities: MunicipalityLookup;
}

const REQUEST_MAIL_SPACING_MS = 60 * 60 * 1000;

const canManageClients = (viewer: SessionUser) =>
  hasAnyPermission(viewer.permissions, ['ADMIN_CLIENTS']);

/** The fields of `update` whose value differs from what the profile holds. */
function profileChanges(account: Account, update: ProfileUpdate): ProfileChanges {
  const { profile } = account;
  const wanted: ProfileChanges = {
    fullName: update.fullName,
    contactPhone: update.contactPhone,
    position: update.position,
    primaryAddress: update.primaryAddress,
    secondaryAddress: update.secondaryAddress,
    municipalityDaneCode: update.location?.municipalityDaneCode,
    notificationAuthorization: update.notificationAuthorization,
  };
  const current: Required<ProfileChanges> = {
    fullName: profile.fullName,
    contactPhone: profile.contactPhone,
    position: profile.position,
    primaryAddress: profile.primaryAddress,
    secondaryAddress: profile.secondaryAddress,
    municipalityDaneCode: profile.location.municipalityDaneCode,
    notificationAuthorization: profile.notificationAuthorization,
  };
  return Object.fromEntries(
    Object.entries(wanted).filter(
      ([key, value]) => value !== undefined && value !== current[key as keyof ProfileChanges],
    ),
  );
}

/** A customer's own account (/user/{id}: docs/architecture.md, "Contract: screens and routes"); staff with ADMIN_CLIENTS read any. */
export function createAccountService({ accounts, outbox, siteConfig, municipalities }: Deps) {
  const { repo } = accounts;

  const load = async (userId: number): Promise<Account> => {
    const account = await repo.find(userId);
    if (account) return account;
    // A user row without its profile is a broken account, not a missing one: say which.
    throw notFound(
      (await repo.userExists(userId)) ? MESSAGES.profileUndefined : 'No encontramos este usuario.',
    );
  };

  /** Staff notes are for staff: a customer reading their own account gets none. */
  const asSeenBy = (viewer: SessionUser, account: Account): Account =>
    canManageClients(viewer) ? account : { ...account, comments: null };

  const answer = async (
    viewer: SessionUser,
    message: string,
    changed: boolean,
  ): Promise<AccountUpdateResponse> => ({
    message,
    changed,
    account: asSeenBy(viewer, await load(viewer.id)),
  });

  return {
    /** Another customer's id answers 404, as if it did not exist (docs/architecture.md, "Errors"). */
    async get(viewer: SessionUser, userId: number): Promise<Account> {
      if (userId !== viewer.id && !canManageClients(viewer))
        throw notFound('No encontramos este usuario.');
      return asSeenBy(viewer, await load(userId));
    },

    /**
     * The customer's own client type (no reason needed: docs/architecture.md, "Contract: states and transitions"). Prices depend on it, so only
     * CLIENT_FINAL applies at once; any other type is recorded as a request for staff to check,
     * the way registration does (ADR 002, ADR 005).
     */
    async changeOwnClientType(
      viewer: SessionUser,
      userId: number,
      clientType: ClientType,
    ): Promise<AccountUpdateResponse> {
      if (userId !== viewer.id) throw notFound('No encontramos este usuario.');
      const account = await load(userId);

      if (clientType === account.clientType) {
        if (!account.requestedClientType)
          return answer(viewer, ACCOUNT_MESSAGES.clientTypeUnchanged, false);
        await repo.setClientType(userId, { requestedClientType: null });
        return answer(viewer, ACCOUNT_MESSAGES.clientTypeRequestWithdrawn, true);
      }
      if (clientType === 'CLIENT_FINAL') {
        await repo.setClientType(userId, { clientType, requestedClientType: null });
        return answer(viewer, ACCOUNT_MESSAGES.clientUpdated, true);
      }
      const message = clientTypeRequestedMessage(CLIENT_TYPE_LABELS[clientType]);
      if (clientType === account.requestedClientType) return answer(viewer, message, false);

      const previousRequestAt = await repo.lastClientTypeRequestAt(userId);
      // Staff hear of a request once an hour at most: switching back and forth floods no inbox,
      // and the clients screen always shows the latest request.
      const recentlyMailed =
        previousRequestAt && Date.now() - previousRequestAt.getTime() < REQUEST_MAIL_SPACING_MS;
      const config = await siteConfig.get();
      await accounts.inTransaction(async (txRepo, tx) => {
        await txRepo.setClientType(userId, {
          requestedClientType: clientType,
        });
        if (config?.notificationEmail && !recentlyMailed) {
          const shop = { name: config.shopName, notificationEmail: config.notificationEmail };
          await outbox.enqueue(tx, clientTypeRequestMail(account, clientType, shop));
        }
      });
      outbox.wake();
      return answer(viewer, message, true);
    },

    /** Writes only what differs from the stored profile; an unchanged profile is not touched. */
    async updateOwnProfile(
      viewer: SessionUser,
      update: ProfileUpdate,
    ): Promise<AccountUpdateResponse> {
      const account = await load(viewer.id);
      if (update.position !== undefined && !account.legalPersonType) {
        throw badRequest(ACCOUNT_MESSAGES.positionForCompanies, [
          { path: 'position', message: ACCOUNT_MESSAGES.positionForCompanies },
        ]);
      }
      // The city decides the withholdings: it is never written here, only asked for (below).
      const { municipalityDaneCode: city, ...changes } = profileChanges(account, update);
      const pending = account.requestedMunicipality?.municipalityDaneCode ?? null;
      const cityRequest = city && city !== pending ? city : null;
      // Sending back the registered city withdraws a request still waiting.
      const withdraws = !city && pending !== null && update.location !== undefined;
      if (cityRequest && !(await municipalities.exists(cityRequest))) {
        throw badRequest('Seleccione una ciudad de la lista.', [
          { path: 'location', message: 'Seleccione una ciudad de la lista.' },
        ]);
      }
      const profileChanged = Object.keys(changes).length > 0;
      if (!profileChanged && !cityRequest && !withdraws) {
        const stillPending = city !== undefined && city === pending;
        return answer(
          viewer,
          stillPending
            ? municipalityRequestedMessage(municipalityLabelInText(account.requestedMunicipality!))
            : ACCOUNT_MESSAGES.profileUnchanged,
          false,
        );
      }

      const previousRequestAt = cityRequest
        ? await repo.lastMunicipalityRequestAt(viewer.id)
        : null;
      const recentlyMailed =
        previousRequestAt && Date.now() - previousRequestAt.getTime() < REQUEST_MAIL_SPACING_MS;
      const config = cityRequest ? await siteConfig.get() : undefined;
      await accounts.inTransaction(async (txRepo, tx) => {
        if (profileChanged) await txRepo.updateProfile(viewer.id, changes);
        if (cityRequest || withdraws) await txRepo.setMunicipalityRequest(viewer.id, cityRequest);
        if (cityRequest && config?.notificationEmail && !recentlyMailed) {
          const requested = (await txRepo.find(viewer.id))!.requestedMunicipality!;
          const shop = { name: config.shopName, notificationEmail: config.notificationEmail };
          await outbox.enqueue(tx, municipalityRequestMail(account, requested, shop));
        }
      });
      if (cityRequest) outbox.wake();
      const after = await load(viewer.id);
      const message = cityRequest
        ? municipalityRequestedMessage(municipalityLabelInText(after.requestedMunicipality!))
        : withdraws && !profileChanged
          ? ACCOUNT_MESSAGES.municipalityRequestWithdrawn
          : ACCOUNT_MESSAGES.profileUpdated;
      return { message, changed: true, account: asSeenBy(viewer, after) };
    },
  };
}
export type AccountService = ReturnType<typeof createAccountService>;
