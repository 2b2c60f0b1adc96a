import {
  appliedProposal,
  RUT_PROPOSAL_MESSAGES,
  type AccountUpdateResponse,
  type RutProposalAnswer,
  type RutProposalDecision,
  type SessionUser,
} from '@shop/shared';
import type { Transactional } from '../../db/transactional';
import { conflict, notFound } from '../../lib/errors';
import type { RutProposals } from '../rut/reading/proposal-service';
import type { AdminClientRepository } from './admin-repository';
import type { AccountRepository } from './repository';
import type { TaxProfileWriter } from './tax-profile-change';

interface Deps {
  accounts: Transactional<AccountRepository>;
  clients: Transactional<AdminClientRepository>;
  rutProposals: RutProposals;
  applyTaxProfile: TaxProfileWriter;
}

/**
 * The tax profile the shop read on a client's RUT (docs/taxes.md, "Reading the RUT"): staff read
 * it beside the RUT and confirm it, or correct it, with a reason. Confirming writes the proposed
 * flags and identity (with staff's corrections on top), confirms the profile, and audits it all.
 */
export function createRutProposalService({
  accounts,
  clients,
  rutProposals,
  applyTaxProfile,
}: Deps) {
  const account = async (userId: number) => {
    const found = await accounts.repo.find(userId);
    if (!found) throw notFound('No encontramos este usuario.');
    return found;
  };
  return {
    async read(userId: number): Promise<RutProposalAnswer> {
      await account(userId);
      return { proposal: await rutProposals.latest(userId) };
    },

    async decide(
      staff: SessionUser,
      userId: number,
      decision: RutProposalDecision,
    ): Promise<AccountUpdateResponse> {
      await account(userId);
      const corrected = await accounts.inTransaction(async (repo, tx) => {
        const locked = await clients.within(tx).lockUser(userId);
        const current = locked && (await repo.find(userId));
        if (!current) throw notFound('No encontramos este usuario.');
        const latest = await rutProposals.lockLatest(tx, userId);
        if (!latest) throw notFound(RUT_PROPOSAL_MESSAGES.notFound);
        if (latest.proposal.status === 'UNREADABLE')
          throw conflict('CONFLICT', RUT_PROPOSAL_MESSAGES.notProposed);
        if (latest.proposal.status !== 'PROPOSED')
          throw conflict('CONFLICT', RUT_PROPOSAL_MESSAGES.alreadyDecided);
        const applied = appliedProposal(latest.proposal, decision);
        await applyTaxProfile(
          tx,
          current,
          { taxFlags: applied.taxFlags, taxIdentity: applied.taxIdentity },
          { actorUserId: staff.id, entity: 'user', entityId: userId, reason: decision.comments },
          { action: 'client_rut_proposal', confirm: true },
        );
        const status = applied.corrected ? 'CORRECTED' : 'CONFIRMED';
        if (!(await rutProposals.markDecided(tx, latest.rutFileId, status, staff.id)))
          throw conflict('CONFLICT', RUT_PROPOSAL_MESSAGES.alreadyDecided);
        return applied.corrected;
      });
      return {
        message: corrected ? RUT_PROPOSAL_MESSAGES.corrected : RUT_PROPOSAL_MESSAGES.confirmed,
        changed: true,
        account: (await accounts.repo.find(userId))!,
      };
    },
  };
}
export type RutProposalService = ReturnType<typeof createRutProposalService>;
