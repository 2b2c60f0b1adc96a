import { z } from 'zod';
import { lineText } from '../fields';

/**
 * The dated tax rules the engine reads (stored in the database, edited on Configuración ›
 * Impuestos). A rule has a valid-from date; the rule in force on a document's date is the one
 * with the latest valid-from on or before it.
 */

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const isRealDate = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

/** A calendar day in Bogotá, YYYY-MM-DD. */
export const IsoDateSchema = z
  .string({ error: 'Escriba la fecha como AAAA-MM-DD.' })
  .regex(ISO_DATE, 'Escriba la fecha como AAAA-MM-DD.')
  .refine(isRealDate, 'La fecha no existe en el calendario.');

/** Where a figure comes from: the decree, resolution or agreement an accountant can look up. */
const SourceSchema = lineText(300).min(1, 'Indique la norma de donde sale la cifra.');

export const UvtRowSchema = z.strictObject({
  year: z
    .number({ error: 'El año de la UVT es un número entero.' })
    .int('El año de la UVT es un número entero.')
    .min(2006, 'La UVT existe desde 2006.')
    .max(2100, 'Revise el año de la UVT.'),
  value: z
    .number({ error: 'El valor de la UVT son pesos enteros.' })
    .int('El valor de la UVT son pesos enteros.')
    .min(1000, 'Revise el valor de la UVT: es del orden de $50.000.')
    .max(10_000_000, 'Revise el valor de la UVT: es del orden de $50.000.'),
  source: SourceSchema,
});
export type UvtRow = z.infer<typeof UvtRowSchema>;

/** Bases and caps in UVT: whole or with up to two decimals. */
const UvtAmountSchema = z
  .number({ error: 'La base en UVT es un número.' })
  .min(0, 'La base en UVT no puede ser negativa.')
  .max(100_000, 'Revise la base en UVT.')
  .refine(
    (v) => Number.isInteger(Math.round(v * 100)) && Math.abs(v * 100 - Math.round(v * 100)) < 1e-6,
    'Use como máximo dos decimales en la base en UVT.',
  );

/** A rate as a fraction with at most five decimals (0.025 for 2,5 %). */
const RateSchema = z
  .number({ error: 'La tarifa es un número.' })
  .min(0, 'La tarifa no puede ser negativa.')
  .max(1, 'La tarifa no puede superar 100 %.')
  .refine(
    (v) => Math.abs(v * 1e5 - Math.round(v * 1e5)) < 1e-6,
    'Use como máximo cinco decimales en la tarifa (tres en el porcentaje).',
  );

export const WITHHOLDING_KINDS = ['RETEFUENTE_COMPRAS', 'RETEIVA'] as const;
export type WithholdingKind = (typeof WITHHOLDING_KINDS)[number];
export const WITHHOLDING_KIND_LABELS: Record<WithholdingKind, string> = {
  RETEFUENTE_COMPRAS: 'ReteFuente por compras de bienes',
  RETEIVA: 'ReteIVA',
};

/** ReteFuente: `rate` of the subtotal; ReteIVA: `rate` of the IVA. Both from a base in UVT. */
export const WithholdingRuleSchema = z.strictObject({
  kind: z.enum(WITHHOLDING_KINDS, { error: 'Seleccione el tipo de retención.' }),
  validFrom: IsoDateSchema,
  rate: RateSchema,
  baseUvt: UvtAmountSchema,
  source: SourceSchema,
});
export type WithholdingRule = z.infer<typeof WithholdingRuleSchema>;

export const IVA_CAP_KINDS = ['COMPUTER', 'SMART_MOBILE'] as const;
export type IvaCapKind = (typeof IVA_CAP_KINDS)[number];

/** Art. 424 num. 5: the good is excluded while its unit price before IVA is at most `capUvt`. */
export const IvaCapRuleSchema = z.strictObject({
  kind: z.enum(IVA_CAP_KINDS, { error: 'Seleccione computador personal o celular/tableta.' }),
  validFrom: IsoDateSchema,
  capUvt: UvtAmountSchema,
  source: SourceSchema,
});
export type IvaCapRule = z.infer<typeof IvaCapRuleSchema>;

/**
 * Who withholds ICA in a municipality: every buyer that withholds income tax, or only the agents a
 * municipality designates by name (public entities and grandes contribuyentes, as in Bogotá).
 */
export const RETEICA_AGENTS = ['WITHHOLDING_AGENTS', 'PUBLIC_AND_LARGE'] as const;
export type ReteIcaAgents = (typeof RETEICA_AGENTS)[number];
export const RETEICA_AGENT_LABELS: Record<ReteIcaAgents, string> = {
  WITHHOLDING_AGENTS: 'Todos los agentes de retención en la fuente',
  PUBLIC_AND_LARGE: 'Solo entidades públicas y grandes contribuyentes',
};

/** Per-mil with at most two decimals (11,04 ‰). */
const PerMilSchema = z
  .number({ error: 'La tarifa por mil es un número.' })
  .min(0, 'La tarifa por mil no puede ser negativa.')
  .max(100, 'Una tarifa de ICA por encima de 100 ‰ es un error de digitación.')
  .refine(
    (v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6,
    'Use como máximo dos decimales en la tarifa por mil.',
  );

/** ReteICA of one municipality (DIVIPOLA code), or the default for the others (code null). */
export const ReteIcaRuleSchema = z.strictObject({
  municipalityCode: z
    .string()
    .regex(/^\d{5}$/, 'El municipio se indica con su código DIVIPOLA de 5 dígitos.')
    .nullable(),
  validFrom: IsoDateSchema,
  perMil: PerMilSchema,
  baseUvt: UvtAmountSchema,
  agents: z.enum(RETEICA_AGENTS, { error: 'Indique quiénes retienen ICA en el municipio.' }),
  source: SourceSchema,
});
export type ReteIcaRule = z.infer<typeof ReteIcaRuleSchema>;

/**
 * Which municipality's ICA a sale of the shop causes, and so whose ReteICA rule applies (Ley 1819
 * de 2016, art. 343 num. 2; docs/taxes.md, "Where ICA is caused"): the municipality of the seller's
 * establishment (lit. a, and lit. c read as the place the goods are dispatched from), or the
 * buyer's (lit. c read as the place they are dispatched to). An accountant's choice, dated.
 */
export const ICA_PLACE_BASES = ['SELLER_ESTABLISHMENT', 'BUYER_MUNICIPALITY'] as const;
export type IcaPlaceBasis = (typeof ICA_PLACE_BASES)[number];
export const ICA_PLACE_BASIS_LABELS: Record<IcaPlaceBasis, string> = {
  SELLER_ESTABLISHMENT: 'Municipio del establecimiento del vendedor',
  BUYER_MUNICIPALITY: 'Municipio del comprador (destino del despacho)',
};

export const IcaPlaceRuleSchema = z.strictObject({
  validFrom: IsoDateSchema,
  basis: z.enum(ICA_PLACE_BASES, { error: 'Indique en qué municipio se causa el ICA.' }),
  source: SourceSchema,
});
export type IcaPlaceRule = z.infer<typeof IcaPlaceRuleSchema>;

/** Everything the engine needs besides the document itself. */
export const TaxRuleTableSchema = z.strictObject({
  uvt: z.array(UvtRowSchema).max(200),
  withholdings: z.array(WithholdingRuleSchema).max(500),
  ivaCaps: z.array(IvaCapRuleSchema).max(200),
  reteIca: z.array(ReteIcaRuleSchema).max(2000),
  icaPlace: z.array(IcaPlaceRuleSchema).max(100),
});
export type TaxRuleTable = z.infer<typeof TaxRuleTableSchema>;

/** The rule of `rules` in force on `date`: the latest valid-from on or before it, or null. */
export function ruleInForce<T extends { validFrom: string }>(
  rules: readonly T[],
  date: string,
): T | null {
  let found: T | null = null;
  for (const rule of rules)
    if (rule.validFrom <= date && (!found || rule.validFrom > found.validFrom)) found = rule;
  return found;
}
