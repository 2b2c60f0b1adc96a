import {
  BUYER_TAX_FLAG_KEYS,
  fiscalIdentityOfProfile,
  type Account,
  type BuyerFiscalIdentity,
  type BuyerFiscalIdentityPatch,
  withholdsIncomeTax,
  withholdsIva,
  type BuyerTaxFlags,
  type BuyerTaxFlagsPatch,
  type BuyerTaxProfile,
} from '@shop/shared';

/** The flags staff switched, for PATCH `taxFlags`; empty when none differs from the stored ones. */
export function taxFlagChanges(stored: BuyerTaxFlags, edited: BuyerTaxFlags): BuyerTaxFlagsPatch {
  return Object.fromEntries(
    BUYER_TAX_FLAG_KEYS.filter((key) => stored[key] !== edited[key]).map((key) => [
      key,
      edited[key],
    ]),
  );
}

/** What the flags mean on the buyer's documents, for the panel: 'Retiene ReteFuente y ReteIVA'. */
export function withholdingSummary(profile: BuyerTaxProfile): string {
  const income = withholdsIncomeTax(profile);
  const iva = withholdsIva(profile);
  if (profile.regimenSimple) return 'No nos practica retenciones: está en el Régimen Simple.';
  if (income && iva)
    return 'Nos practica ReteFuente y ReteIVA (y ReteICA si está en el municipio donde se causa el ICA).';
  if (income)
    return 'Nos practica ReteFuente (y ReteICA si está en el municipio donde se causa el ICA); no ReteIVA.';
  if (iva) return 'Nos practica ReteIVA; no ReteFuente.';
  return 'No nos practica retenciones.';
}

/** The identity fields staff edit (the DV follows the ID type on the server). */
export type EditedIdentity = BuyerFiscalIdentity;

export const identityOf = (account: Account): EditedIdentity =>
  fiscalIdentityOfProfile(account.taxProfile, account.legalPersonType);

/** The identity fields staff changed, for PATCH `taxIdentity`; the DV is never sent. */
export function identityChanges(
  stored: EditedIdentity,
  edited: EditedIdentity,
): BuyerFiscalIdentityPatch {
  const keys = ['idType', 'ivaRegime', 'incomeTaxDeclarant'] as const;
  return Object.fromEntries(
    keys.filter((key) => stored[key] !== edited[key]).map((key) => [key, edited[key]]),
  );
}
