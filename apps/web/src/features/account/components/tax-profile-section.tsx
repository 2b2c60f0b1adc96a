import {
  BUYER_KIND_LABELS,
  SELLER_REGIME_LABELS,
  withholdsIncomeTax,
  type BuyerTaxProfile,
} from '@shop/shared';
import { DetailRow, DetailSection } from './detail-section';
import styles from './account-details.module.css';

const yesNo = (value: boolean) => (value ? 'Sí' : 'No');

/** Why the account withholds income tax or not, in the words of the law it follows. */
function agentExplanation(profile: BuyerTaxProfile): string {
  if (profile.regimenSimple)
    return 'En el Régimen Simple de Tributación no se practican retenciones (art. 911 E.T.).';
  if (profile.kind === 'PUBLIC_ENTITY') return 'Las entidades públicas retienen (art. 368 E.T.).';
  if (profile.kind === 'LEGAL_PERSON') return 'Las personas jurídicas retienen (art. 368 E.T.).';
  if (profile.withholdingAgent)
    return 'La tienda registró esta cuenta como agente de retención (art. 368-2 E.T.).';
  if (profile.granContribuyente) return 'Los grandes contribuyentes retienen (art. 368 E.T.).';
  return 'Una persona natural no retiene nada, salvo que la tienda la marque como agente de retención (art. 368-2 E.T.).';
}

/**
 * 'Perfil tributario': who the account is for taxes, which decides the withholdings on its quotes
 * and orders. Staff set the flags; the customer only reads them here.
 */
export function TaxProfileSection({ profile }: { profile: BuyerTaxProfile }) {
  return (
    <DetailSection
      title="Perfil tributario"
      footer={<p className={styles.footnote}>Para corregir estos datos, escríbanos.</p>}
    >
      <DetailRow label="Tipo de persona">{BUYER_KIND_LABELS[profile.kind]}</DetailRow>
      <DetailRow label="Agente de retención">
        {yesNo(withholdsIncomeTax(profile))}
        <span className={styles.explain}>{agentExplanation(profile)}</span>
      </DetailRow>
      <DetailRow label="Gran contribuyente">{yesNo(profile.granContribuyente)}</DetailRow>
      <DetailRow label="Autorretenedor">
        {yesNo(profile.autorretenedor)}
        <span className={styles.explain}>
          Informativo: no cambia las retenciones de sus compras.
        </span>
      </DetailRow>
      {/* The RUT's responsibilities once the shop read or confirmed them (docs/taxes.md). */}
      {profile.ivaRegime ? (
        <DetailRow label="Responsabilidad de IVA">
          {SELLER_REGIME_LABELS[profile.ivaRegime]}
        </DetailRow>
      ) : null}
      {profile.incomeTaxDeclarant === null || profile.incomeTaxDeclarant === undefined ? null : (
        <DetailRow label="Declarante de renta">{yesNo(profile.incomeTaxDeclarant)}</DetailRow>
      )}
    </DetailSection>
  );
}
