import {
  checkDigitFor,
  fiscalIdentityOfProfile,
  taxFlagsIn,
  type Account,
  type AuditAction,
  type BuyerFiscalIdentity,
  type BuyerFiscalIdentityPatch,
  type BuyerTaxFlags,
  type BuyerTaxFlagsPatch,
} from '@shop/shared';
import type { Tx } from '../../db/client';
import type { Transactional } from '../../db/transactional';
import type { AuditService } from '../../platform/audit/service';
import type { AdminClientRepository } from './admin-repository';

export interface TaxProfileChange {
  taxFlags?: BuyerTaxFlagsPatch;
  taxIdentity?: BuyerFiscalIdentityPatch;
}

interface Fact {
  actorUserId: number;
  entity: 'user';
  entityId: number;
  reason: string;
}

type Stored = BuyerTaxFlags & BuyerFiscalIdentity;

const storedOf = (account: Account): Stored => ({
  ...taxFlagsIn(account.taxProfile),
  ...fiscalIdentityOfProfile(account.taxProfile, account.legalPersonType),
});

/** The values a change asks for; the DV follows the ID type and the identification number. */
function wanted(account: Account, change: TaxProfileChange): Partial<Stored> {
  const identity: Partial<BuyerFiscalIdentity> = { ...change.taxIdentity };
  if (identity.idType !== undefined)
    identity.checkDigit = checkDigitFor(identity.idType, account.profile.identificationNumber);
  return { ...change.taxFlags, ...identity };
}

/**
 * Writes the tax flags and fiscal identity staff changed (docs/taxes.md, "Who withholds"), with
 * the reason as the account's staff note and one audit entry naming only what changed, before and
 * after. An inferred profile is confirmed by saving it, changed or not; `confirm` confirms it in
 * any case (the RUT proposal). True when anything was written.
 */
export function taxProfileWriter(deps: {
  clients: Transactional<AdminClientRepository>;
  audit: AuditService;
}) {
  return async (
    tx: Tx,
    account: Account,
    change: TaxProfileChange,
    fact: Fact,
    options: { action?: AuditAction; confirm?: boolean } = {},
  ): Promise<boolean> => {
    const stored = storedOf(account);
    const asked = wanted(account, change);
    const keys = (Object.keys(asked) as (keyof Stored)[]).filter(
      (key) => asked[key] !== undefined && asked[key] !== stored[key],
    );
    const touched = change.taxFlags !== undefined || change.taxIdentity !== undefined;
    const confirms = !account.taxProfileConfirmed && (touched || options.confirm === true);
    if (!keys.length && !confirms && !options.confirm) return false;
    const after = Object.fromEntries(keys.map((k) => [k, asked[k]])) as Partial<Stored>;
    await deps.clients.within(tx).setTaxProfile(fact.entityId, after, fact.reason);
    await deps.audit.record(tx, {
      ...fact,
      action: options.action ?? 'client_tax_flags',
      before: {
        ...Object.fromEntries(keys.map((k) => [k, stored[k]])),
        ...(confirms ? { taxProfileConfirmed: false } : {}),
      },
      after: { ...after, ...(confirms ? { taxProfileConfirmed: true } : {}) },
    });
    return true;
  };
}
export type TaxProfileWriter = ReturnType<typeof taxProfileWriter>;
