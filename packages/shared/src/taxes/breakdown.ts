import { z } from 'zod';
import { BuyerTaxProfileSchema, SELLER_REGIMES } from './parties';
import {
  ICA_PLACE_BASES,
  IvaCapRuleSchema,
  ReteIcaRuleSchema,
  UvtRowSchema,
  WithholdingRuleSchema,
} from './rules';

/**
 * The municipality whose ICA the sale causes, by the place rule in force (docs/taxes.md, "Where ICA
 * is caused"); its code is null when the shop has not registered the one the rule points to.
 */
export const IcaPlaceSchema = z.object({
  basis: z.enum(ICA_PLACE_BASES),
  source: z.string(),
  municipalityCode: z.string().nullable(),
  municipalityName: z.string().nullable(),
});
export type IcaPlace = z.infer<typeof IcaPlaceSchema>;

/** The rules in force on a document's date, frozen with it: what an accountant checks it against. */
export const AppliedRulesSchema = z.object({
  date: z.string(),
  /**
   * The UVT of the document's year or, when that year has none registered yet, the latest earlier
   * one: `uvt.year` then differs from the date's year and the breakdown's notices say so.
   */
  uvt: UvtRowSchema,
  reteFuente: WithholdingRuleSchema.extend({ basePesos: z.number().int() }).nullable(),
  reteIva: WithholdingRuleSchema.extend({ basePesos: z.number().int() }).nullable(),
  reteIca: ReteIcaRuleSchema.extend({
    municipalityName: z.string().nullable(),
    basePesos: z.number().int(),
  }).nullable(),
  /** Absent on documents frozen before the place rule: their ReteICA followed the buyer's municipality. */
  icaPlace: IcaPlaceSchema.nullable().optional(),
  ivaCaps: z.object({
    COMPUTER: IvaCapRuleSchema.extend({ capPesos: z.number().int() }).nullable(),
    SMART_MOBILE: IvaCapRuleSchema.extend({ capPesos: z.number().int() }).nullable(),
  }),
});
export type AppliedRules = z.infer<typeof AppliedRulesSchema>;

/** One withholding: the amount deducted (0 when it does not apply) and the legend saying why. */
export const WithholdingSchema = z.object({
  applied: z.boolean(),
  /** What the rate is applied to: the subtotal, or the IVA for ReteIVA. */
  base: z.number().int(),
  /** Fraction of the base (0.025); for ReteICA the per-mil divided by 1,000. */
  rate: z.number(),
  amount: z.number().int(),
  legend: z.string(),
});
export type Withholding = z.infer<typeof WithholdingSchema>;

/**
 * The IVA one unit carries today at the price a signed-in customer sees: product pages, cards and
 * the wishlist print "Excluido de IVA" for a laptop under its cap from this, not from `vat`.
 */
export const UnitIvaSchema = z.object({
  rate: z.number(),
  reason: z.string().nullable(),
});
export type UnitIva = z.infer<typeof UnitIvaSchema>;

export const BreakdownLineSchema = z.object({
  /** unit price × quantity, before IVA. */
  amount: z.number().int(),
  /** The IVA rate applied to this line: 0.19, 0.05 or 0. */
  ivaRate: z.number(),
  /**
   * The line's IVA, rounded once on the line (docs/taxes.md, "Rounding"); the document's IVA is
   * their sum. Absent on documents frozen before IVA was kept per line.
   */
  iva: z.number().int().optional(),
  /** Why the line carries that rate, when it is not the plain class rate (an exclusion, a cap). */
  reason: z.string().nullable(),
});

/**
 * What the tax engine answers for a cart, quote or order, in whole pesos. `total` is the invoice
 * total (subtotal + IVA); `totalToPay` is what the buyer pays after deducting the withholdings.
 */
export const TaxBreakdownSchema = z.object({
  lines: z.array(BreakdownLineSchema),
  subtotal: z.number().int(),
  base19: z.number().int(),
  iva19: z.number().int(),
  base5: z.number().int(),
  iva5: z.number().int(),
  /** The part of the subtotal excluded from IVA. */
  excluded: z.number().int(),
  totalVAT: z.number().int(),
  total: z.number().int(),
  reteFuente: WithholdingSchema,
  reteIVA: WithholdingSchema,
  reteICA: WithholdingSchema,
  totalWithholdings: z.number().int(),
  totalToPay: z.number().int(),
  rules: AppliedRulesSchema,
  /**
   * What the reader must know about how the figures were reached, printed with them: a UVT of
   * another year used for lack of this year's (docs/taxes.md, "UVT").
   */
  notices: z.array(z.string()).default([]),
  buyer: BuyerTaxProfileSchema,
  seller: z.object({
    regime: z.enum(SELLER_REGIMES),
    autorretenedor: z.boolean(),
    granContribuyente: z.boolean(),
    municipalityCode: z.string().nullable().optional(),
  }),
});
export type TaxBreakdown = z.infer<typeof TaxBreakdownSchema>;
