import {
  BUYER_IDENTITY_LABELS,
  BUYER_TAX_FLAG_LABELS,
  ID_TYPE_LABELS,
  SELLER_REGIME_LABELS,
  type BuyerFiscalIdentityPatch,
  type BuyerTaxFlags,
  type BuyerTaxFlagsPatch,
  type RutProposal,
} from '@shop/shared';

/** What staff will write: the proposal's values, each one editable before confirming. */
export interface ProposalDraft {
  taxFlags: BuyerTaxFlagsPatch;
  taxIdentity: BuyerFiscalIdentityPatch;
}

export const draftOf = (proposal: RutProposal): ProposalDraft => ({
  taxFlags: { ...proposal.proposedFlags },
  taxIdentity: { ...proposal.proposedIdentity },
});

const changed = <T extends object>(proposed: T, edited: T): Partial<T> =>
  Object.fromEntries(
    Object.entries(edited).filter(([key, value]) => proposed[key as keyof T] !== value),
  ) as Partial<T>;

/** The corrections staff made to the proposal, as POST sends them; empty when it is confirmed as read. */
export function correctionsOf(proposal: RutProposal, draft: ProposalDraft): ProposalDraft {
  return {
    taxFlags: changed(proposal.proposedFlags, draft.taxFlags),
    taxIdentity: changed(proposal.proposedIdentity, draft.taxIdentity),
  };
}

export const isCorrected = (corrections: ProposalDraft) =>
  Object.keys(corrections.taxFlags).length + Object.keys(corrections.taxIdentity).length > 0;

export const yesNo = (value: boolean | null | undefined) =>
  value === true ? 'Sí' : value === false ? 'No' : 'Sin dato';

/** An identity value as staff read it: 'NIT', 'Responsable de IVA', 'Sí'. */
export function identityValueLabel(
  key: keyof BuyerFiscalIdentityPatch,
  value: BuyerFiscalIdentityPatch[keyof BuyerFiscalIdentityPatch] | null | undefined,
): string {
  if (value === null || value === undefined) return 'Sin dato';
  if (key === 'idType') return ID_TYPE_LABELS[value as keyof typeof ID_TYPE_LABELS];
  if (key === 'ivaRegime') return SELLER_REGIME_LABELS[value as keyof typeof SELLER_REGIME_LABELS];
  return yesNo(value as boolean);
}

export const flagLabel = (key: keyof BuyerTaxFlags) => BUYER_TAX_FLAG_LABELS[key];
export const identityLabel = (key: keyof BuyerFiscalIdentityPatch) => BUYER_IDENTITY_LABELS[key];
