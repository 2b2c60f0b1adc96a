import { z } from 'zod';
import type { ClientType } from '../client-types';
import { municipalityInText } from '../municipalities';

/**
 * Who the buyer is for tax purposes. Legal persons and public entities withhold income tax
 * (art. 368 E.T.); a natural person only when the shop marks it as an agent (art. 368-2: merchants
 * above 30,000 UVT). Grandes contribuyentes and public entities also withhold IVA (art. 437-2).
 */
export const BUYER_KINDS = ['NATURAL_PERSON', 'LEGAL_PERSON', 'PUBLIC_ENTITY'] as const;
export type BuyerKind = (typeof BUYER_KINDS)[number];
export const BUYER_KIND_LABELS: Record<BuyerKind, string> = {
  NATURAL_PERSON: 'Persona natural',
  LEGAL_PERSON: 'Persona jurídica',
  PUBLIC_ENTITY: 'Entidad pública',
};

/** The flags staff set on an account (Clientes › detalle); the customer only reads them. */
export const BuyerTaxFlagsSchema = z.strictObject({
  /** A natural person designated as income-tax withholding agent (art. 368-2 E.T.). */
  withholdingAgent: z.boolean({ error: 'Indique sí o no.' }),
  granContribuyente: z.boolean({ error: 'Indique sí o no.' }),
  autorretenedor: z.boolean({ error: 'Indique sí o no.' }),
});
export type BuyerTaxFlags = z.infer<typeof BuyerTaxFlagsSchema>;

export const BUYER_TAX_FLAG_LABELS: Record<keyof BuyerTaxFlags, string> = {
  withholdingAgent: 'Agente de retención (persona natural, art. 368-2 E.T.)',
  granContribuyente: 'Gran contribuyente',
  // Art. 368 par. 1 spares the seller's autorretención, not the buyer's: recorded, never applied.
  autorretenedor: 'Autorretenedor (informativo: no cambia las retenciones de sus compras)',
};

export const BuyerTaxProfileSchema = z.object({
  kind: z.enum(BUYER_KINDS),
  ...BuyerTaxFlagsSchema.shape,
  /** DIVIPOLA code of the buyer's municipality: whose ReteICA rule applies. */
  municipalityCode: z.string().nullable(),
  municipalityName: z.string().nullable(),
});
export type BuyerTaxProfile = z.infer<typeof BuyerTaxProfileSchema>;

/** The tax profile of an account: its kind from the registration, its flags from staff. */
export function buyerTaxProfileOf(account: {
  clientType: ClientType;
  legalPersonType: boolean;
  flags: BuyerTaxFlags;
  municipalityCode: string | null;
  municipalityName: string | null;
}): BuyerTaxProfile {
  const kind: BuyerKind =
    account.clientType === 'GOVERMENT'
      ? 'PUBLIC_ENTITY'
      : account.legalPersonType
        ? 'LEGAL_PERSON'
        : 'NATURAL_PERSON';
  return {
    kind,
    ...account.flags,
    municipalityCode: account.municipalityCode,
    municipalityName: account.municipalityName && municipalityInText(account.municipalityName),
  };
}

/** Whether the buyer withholds income tax on what it buys (art. 368 and 368-2 E.T.). */
export const withholdsIncomeTax = (buyer: BuyerTaxProfile) =>
  buyer.kind !== 'NATURAL_PERSON' || buyer.withholdingAgent || buyer.granContribuyente;

/** Whether the buyer withholds IVA (art. 437-2 E.T.: public entities, grandes contribuyentes). */
export const withholdsIva = (buyer: BuyerTaxProfile) =>
  buyer.kind === 'PUBLIC_ENTITY' || buyer.granContribuyente;

export const SELLER_REGIMES = ['RESPONSABLE_IVA', 'NO_RESPONSABLE_IVA'] as const;
export type SellerRegime = (typeof SELLER_REGIMES)[number];
export const SELLER_REGIME_LABELS: Record<SellerRegime, string> = {
  RESPONSABLE_IVA: 'Responsable de IVA',
  NO_RESPONSABLE_IVA: 'No responsable de IVA',
};

/** The shop as seller (Configuración › Impuestos), printed on every quote and order. */
export const SellerProfileSchema = z.object({
  name: z.string(),
  nit: z.string(),
  regime: z.enum(SELLER_REGIMES),
  /** Designated autorretenedor by DIAN: buyers do not withhold income tax (art. 368 par. 1). */
  autorretenedor: z.boolean(),
  granContribuyente: z.boolean(),
  address: z.string(),
  city: z.string(),
  phone: z.string(),
  email: z.string(),
});
export type SellerProfile = z.infer<typeof SellerProfileSchema>;

/** The seller's standing as the PDF and the pages print it: "Responsable de IVA · Autorretenedor". */
export function sellerStandingLine(seller: SellerProfile): string {
  const parts: string[] = [SELLER_REGIME_LABELS[seller.regime]];
  if (seller.granContribuyente) parts.push('Gran contribuyente');
  parts.push(seller.autorretenedor ? 'Autorretenedor' : 'No autorretenedor');
  return parts.join(' · ');
}
