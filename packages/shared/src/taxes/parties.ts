import { z } from 'zod';
import { municipalityInText } from '../municipalities';
import { nitCheckDigit } from '../nit';

/**
 * Who the buyer is for tax purposes, by its nature and its RUT, never by the price list it buys
 * from (docs/taxes.md, "Who the buyer is"). Legal persons and public entities withhold income tax
 * (art. 368 E.T.); a natural person only when the shop marks it as an agent (art. 368-2: merchants
 * above 30,000 UVT). Public entities, grandes contribuyentes and the agents the DIAN designates
 * also withhold IVA (art. 437-2 num. 1 and 2). A buyer in the Régimen Simple withholds nothing
 * (art. 911 par. 2).
 */
export const BUYER_KINDS = ['NATURAL_PERSON', 'LEGAL_PERSON', 'PUBLIC_ENTITY'] as const;
export type BuyerKind = (typeof BUYER_KINDS)[number];
export const BUYER_KIND_LABELS: Record<BuyerKind, string> = {
  NATURAL_PERSON: 'Persona natural',
  LEGAL_PERSON: 'Persona jurídica',
  PUBLIC_ENTITY: 'Entidad pública',
};

/** The flags staff set on an account (Clientes › detalle); the customer only reads them. */
const yesOrNo = () => z.boolean({ error: 'Indique sí o no.' });
export const BuyerTaxFlagsSchema = z.strictObject({
  /** A natural person designated as income-tax withholding agent (art. 368-2 E.T.). */
  withholdingAgent: yesOrNo(),
  granContribuyente: yesOrNo(),
  autorretenedor: yesOrNo(),
  /** A state entity by its nature (art. 437-2 num. 1 E.T.), whatever its client type. */
  publicEntity: yesOrNo(),
  /** Designated agent of IVA withholding by a DIAN resolution (art. 437-2 num. 2 E.T.). */
  ivaWithholdingAgent: yesOrNo(),
  /** In the Régimen Simple de Tributación: practises no withholdings (art. 911 par. 2 E.T.). */
  regimenSimple: yesOrNo(),
});
export type BuyerTaxFlags = z.infer<typeof BuyerTaxFlagsSchema>;

/** An account whose RUT shows none of these responsibilities: every flag off. */
export const NO_TAX_FLAGS: BuyerTaxFlags = {
  withholdingAgent: false,
  granContribuyente: false,
  autorretenedor: false,
  publicEntity: false,
  ivaWithholdingAgent: false,
  regimenSimple: false,
};

/** Every flag, in the order staff see them. */
export const BUYER_TAX_FLAG_KEYS = Object.keys(
  BuyerTaxFlagsSchema.shape,
) as (keyof BuyerTaxFlags)[];

/** The flags of whatever carries them (a users row, a tax profile), and nothing else. */
export const taxFlagsIn = (source: BuyerTaxFlags): BuyerTaxFlags =>
  Object.fromEntries(BUYER_TAX_FLAG_KEYS.map((key) => [key, source[key]])) as BuyerTaxFlags;

export const BUYER_TAX_FLAG_LABELS: Record<keyof BuyerTaxFlags, string> = {
  withholdingAgent: 'Agente de retención (persona natural, art. 368-2 E.T.)',
  granContribuyente: 'Gran contribuyente',
  // Art. 368 par. 1 spares the seller's autorretención, not the buyer's: recorded, never applied.
  autorretenedor: 'Autorretenedor (informativo: no cambia las retenciones de sus compras)',
  publicEntity: 'Entidad pública (por su naturaleza, art. 437-2 num. 1 E.T.)',
  ivaWithholdingAgent: 'Designado por la DIAN como retenedor de IVA (art. 437-2 num. 2 E.T.)',
  regimenSimple: 'Régimen Simple de Tributación (no practica retenciones, art. 911 E.T.)',
};

export const SELLER_REGIMES = ['RESPONSABLE_IVA', 'NO_RESPONSABLE_IVA'] as const;
export type SellerRegime = (typeof SELLER_REGIMES)[number];
export const SELLER_REGIME_LABELS: Record<SellerRegime, string> = {
  RESPONSABLE_IVA: 'Responsable de IVA',
  NO_RESPONSABLE_IVA: 'No responsable de IVA',
};

/** The identity documents a Colombian RUT names (casilla 25), in the order staff see them. */
export const ID_TYPES = ['CC', 'NIT', 'CE', 'PASSPORT'] as const;
export type IdType = (typeof ID_TYPES)[number];
export const ID_TYPE_LABELS: Record<IdType, string> = {
  CC: 'C.C.',
  NIT: 'NIT',
  CE: 'C.E.',
  PASSPORT: 'Pasaporte',
};

/**
 * The buyer's fiscal identity beside its flags (docs/taxes.md, "Who withholds"): the ID type, the
 * check digit of a NIT, and two RUT responsibilities of casilla 53 the withholdings do not depend
 * on (48/49 responsable or no responsable de IVA, 05 declarante de renta). Null: not stated yet.
 */
export const BuyerFiscalIdentitySchema = z.strictObject({
  idType: z.enum(ID_TYPES, { error: 'Seleccione un tipo de documento de la lista.' }),
  /** The DV, computed from the NIT (never typed); null for any other document. */
  checkDigit: z.number().int().min(0).max(9).nullable(),
  ivaRegime: z
    .enum(SELLER_REGIMES, { error: 'Seleccione responsable o no responsable de IVA.' })
    .nullable(),
  incomeTaxDeclarant: yesOrNo().nullable(),
});
export type BuyerFiscalIdentity = z.infer<typeof BuyerFiscalIdentitySchema>;

export const BUYER_IDENTITY_LABELS = {
  idType: 'Tipo de documento',
  checkDigit: 'DV',
  ivaRegime: 'Responsabilidad de IVA',
  incomeTaxDeclarant: 'Declarante de renta',
} as const satisfies Record<keyof BuyerFiscalIdentity, string>;

/** The identity of whatever carries it (a users row, a tax profile), and nothing else. */
export const fiscalIdentityIn = (source: BuyerFiscalIdentity): BuyerFiscalIdentity => ({
  idType: source.idType,
  checkDigit: source.checkDigit,
  ivaRegime: source.ivaRegime,
  incomeTaxDeclarant: source.incomeTaxDeclarant,
});

/**
 * The identity a tax profile carries; one frozen before the identity existed (or built without it)
 * reads as its person type's document with nothing else known.
 */
export const fiscalIdentityOfProfile = (
  profile: Pick<BuyerTaxProfile, 'idType' | 'checkDigit' | 'ivaRegime' | 'incomeTaxDeclarant'>,
  legalPersonType: boolean,
): BuyerFiscalIdentity => ({
  idType: profile.idType ?? (legalPersonType ? 'NIT' : 'CC'),
  checkDigit: profile.checkDigit ?? null,
  ivaRegime: profile.ivaRegime ?? null,
  incomeTaxDeclarant: profile.incomeTaxDeclarant ?? null,
});

/** The DV a document of this type carries: the NIT's check digit, none for other documents. */
export const checkDigitFor = (idType: IdType, identificationNumber: string): number | null =>
  idType === 'NIT' ? nitCheckDigit(identificationNumber) : null;

/** The identity a new account starts with: a company's NIT with its DV, a person's C.C. */
export function identityFromRegistration(
  legalPersonType: boolean,
  identificationNumber: string,
): Pick<BuyerFiscalIdentity, 'idType' | 'checkDigit'> {
  const idType: IdType = legalPersonType ? 'NIT' : 'CC';
  return { idType, checkDigit: checkDigitFor(idType, identificationNumber) };
}

/** "NIT 900.123.456-7" when the DV is known, "C.C. 1020304050" otherwise. */
export function identityLine(
  identity: Pick<BuyerFiscalIdentity, 'idType' | 'checkDigit'>,
  identificationNumber: string,
): string {
  const grouped = identificationNumber.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const dv =
    identity.idType === 'NIT' && identity.checkDigit !== null ? `-${identity.checkDigit}` : '';
  return `${ID_TYPE_LABELS[identity.idType]} ${/^\d+$/.test(identificationNumber) ? grouped : identificationNumber}${dv}`;
}

export const BuyerTaxProfileSchema = z.object({
  kind: z.enum(BUYER_KINDS),
  ...BuyerTaxFlagsSchema.shape,
  // Documents frozen before these flags existed carry none of them: they read as "no".
  publicEntity: z.boolean().default(false),
  ivaWithholdingAgent: z.boolean().default(false),
  regimenSimple: z.boolean().default(false),
  // Documents frozen before the fiscal identity (migration 0018) carry none of it: absent.
  idType: BuyerFiscalIdentitySchema.shape.idType.optional(),
  checkDigit: BuyerFiscalIdentitySchema.shape.checkDigit.optional(),
  ivaRegime: BuyerFiscalIdentitySchema.shape.ivaRegime.optional(),
  incomeTaxDeclarant: BuyerFiscalIdentitySchema.shape.incomeTaxDeclarant.optional(),
  /** DIVIPOLA code of the buyer's municipality: whose ReteICA rule applies. */
  municipalityCode: z.string().nullable(),
  municipalityName: z.string().nullable(),
});
export type BuyerTaxProfile = z.infer<typeof BuyerTaxProfileSchema>;

/**
 * The tax profile of an account: its person type from the registration, whether it is a public
 * entity and its RUT's responsibilities from staff. The client type is a price list and plays no
 * part: a C.C. holder buying at the Gobierno prices is still a natural person.
 */
export function buyerTaxProfileOf(account: {
  legalPersonType: boolean;
  flags: BuyerTaxFlags;
  /** The fiscal identity staff confirmed or the shop inferred (migration 0018). */
  identity?: BuyerFiscalIdentity;
  municipalityCode: string | null;
  municipalityName: string | null;
}): BuyerTaxProfile {
  const kind: BuyerKind = account.flags.publicEntity
    ? 'PUBLIC_ENTITY'
    : account.legalPersonType
      ? 'LEGAL_PERSON'
      : 'NATURAL_PERSON';
  return {
    kind,
    ...account.flags,
    ...(account.identity ?? {}),
    municipalityCode: account.municipalityCode,
    municipalityName: account.municipalityName && municipalityInText(account.municipalityName),
  };
}

/**
 * Whether the buyer withholds income tax on what it buys (art. 368 and 368-2 E.T.); a buyer in
 * the Régimen Simple does not (art. 911 par. 2).
 */
export const withholdsIncomeTax = (buyer: BuyerTaxProfile) =>
  !buyer.regimenSimple &&
  (buyer.kind !== 'NATURAL_PERSON' || buyer.withholdingAgent || buyer.granContribuyente);

/**
 * Whether the buyer withholds IVA (art. 437-2 E.T.: public entities, num. 1; grandes
 * contribuyentes and the agents a DIAN resolution designates, num. 2); not in the Régimen Simple.
 */
export const withholdsIva = (buyer: BuyerTaxProfile) =>
  !buyer.regimenSimple &&
  (buyer.kind === 'PUBLIC_ENTITY' || buyer.granContribuyente || buyer.ivaWithholdingAgent);

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
  /**
   * DIVIPOLA code of the seller's establishment: where its ICA is caused by default (docs/taxes.md,
   * "Where ICA is caused"). Documents frozen before it was kept carry none.
   */
  municipalityCode: z.string().nullable().default(null),
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
