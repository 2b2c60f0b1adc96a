import { z } from 'zod';
import { lineText } from '../fields';
import { nitCheckDigit } from '../nit';
import { BuyerFiscalIdentitySchema, BuyerTaxFlagsSchema, SELLER_REGIMES } from './parties';
import {
  IcaPlaceRuleSchema,
  IvaCapRuleSchema,
  ReteIcaRuleSchema,
  TaxRuleTableSchema,
  UvtRowSchema,
  WithholdingRuleSchema,
} from './rules';
import { UvtWarningSchema } from './uvt-warnings';

export const TAX_MESSAGES = {
  updated: 'Reglas de impuestos actualizadas.',
  noChanges: 'No hay cambios en las reglas de impuestos.',
  uvtRequired: 'Registre al menos el valor de una UVT.',
  /** PUT /api/tax-rules without a UVT for today's year or one before it (bases are in UVT). */
  uvtOfYear: (year: number) =>
    `Registre la UVT de ${year} (o de un año anterior): sin ella no se pueden convertir las bases en UVT.`,
  /** PUT /api/tax-rules without the ReteICA row of the municipalities without their own rate. */
  defaultReteIcaRequired: 'Falta la tarifa de ReteICA para los demás municipios (puede ser 0 ‰).',
  /** PUT /api/tax-rules without a rule saying where the shop's sales cause ICA. */
  icaPlaceRequired:
    'Indique desde qué fecha y en qué municipio se causa el ICA de las ventas (establecimiento del vendedor o municipio del comprador).',
  /** PATCH /api/config with a seller municipality DIVIPOLA does not list. */
  sellerMunicipalityUnknown: 'Seleccione el municipio del establecimiento de la lista.',
  duplicateUvt: (year: number) => `La UVT de ${year} aparece dos veces.`,
  duplicateRule: (what: string, date: string) => `Hay dos reglas de ${what} desde el ${date}.`,
  /**
   * PATCH /api/config with the old `taxes` or `retentionThreshold` (docs/architecture.md,
   * departure 12).
   */
  movedToRules:
    'Las retenciones ya no se fijan aquí: se configuran con su fecha de vigencia en Configuración › Impuestos (PUT /api/tax-rules).',
  /** The seller's NIT with fewer than 8 digits before its check digit, or all zeros. */
  incompleteNit: 'Escriba el NIT completo de la tienda, con su dígito de verificación.',
  sellerUpdated: 'Perfil tributario de la tienda actualizado.',
  flagsUpdated: 'Perfil tributario del cliente actualizado.',
} as const;

/**
 * PUT /api/tax-rules (ADMIN_CONFIG): the whole table at once, as the page edits it. Each change is
 * one audit row with the table before and after and the reason given.
 */
export const TaxRulesUpdateSchema = TaxRuleTableSchema.extend({
  uvt: z.array(UvtRowSchema).min(1, TAX_MESSAGES.uvtRequired).max(200),
  reason: lineText(500).min(
    1,
    'Indique el motivo del cambio (por ejemplo, el decreto que lo ordena).',
  ),
}).superRefine((table, ctx) => {
  const seen = new Set<string>();
  const once = (key: string, path: (string | number)[], message: string) => {
    if (seen.has(key)) ctx.addIssue({ code: 'custom', path, message });
    seen.add(key);
  };
  table.uvt.forEach((u, i) =>
    once(`uvt:${u.year}`, ['uvt', i, 'year'], TAX_MESSAGES.duplicateUvt(u.year)),
  );
  table.withholdings.forEach((r, i) =>
    once(
      `w:${r.kind}:${r.validFrom}`,
      ['withholdings', i, 'validFrom'],
      TAX_MESSAGES.duplicateRule(r.kind === 'RETEIVA' ? 'ReteIVA' : 'ReteFuente', r.validFrom),
    ),
  );
  table.ivaCaps.forEach((r, i) =>
    once(
      `c:${r.kind}:${r.validFrom}`,
      ['ivaCaps', i, 'validFrom'],
      TAX_MESSAGES.duplicateRule('tope de exclusión', r.validFrom),
    ),
  );
  table.reteIca.forEach((r, i) =>
    once(
      `i:${r.municipalityCode ?? 'default'}:${r.validFrom}`,
      ['reteIca', i, 'validFrom'],
      TAX_MESSAGES.duplicateRule('ReteICA para el mismo municipio', r.validFrom),
    ),
  );
  if (table.icaPlace.length === 0)
    ctx.addIssue({ code: 'custom', path: ['icaPlace'], message: TAX_MESSAGES.icaPlaceRequired });
  table.icaPlace.forEach((r, i) =>
    once(
      `p:${r.validFrom}`,
      ['icaPlace', i, 'validFrom'],
      TAX_MESSAGES.duplicateRule('lugar de causación del ICA', r.validFrom),
    ),
  );
});
export type TaxRulesUpdate = z.infer<typeof TaxRulesUpdateSchema>;

/** GET /api/tax-rules and the PUT answer: the table, with names for the municipal rows. */
export const TaxRulesViewSchema = z.object({
  uvt: z.array(UvtRowSchema),
  withholdings: z.array(WithholdingRuleSchema),
  ivaCaps: z.array(IvaCapRuleSchema),
  reteIca: z.array(ReteIcaRuleSchema.extend({ municipalityName: z.string().nullable() })),
  icaPlace: z.array(IcaPlaceRuleSchema),
  /** A UVT missing for this year, or from December for the next (docs/taxes.md, "UVT"). */
  warnings: z.array(UvtWarningSchema),
  updatedAt: z.string().nullable(),
});
export type TaxRulesView = z.infer<typeof TaxRulesViewSchema>;

/** The seller profile as PATCH /api/config takes it (`configData.seller`); each field optional. */
export const SellerProfilePatchSchema = z.strictObject({
  /** Typed with its check digit (900.544.472-2); stored as the base digits, printed with formatNit. */
  nit: z
    .string()
    .trim()
    .regex(/^[\d.]{6,19}-\d$/, {
      error: 'Escriba el NIT con su dígito de verificación, por ejemplo 900.544.472-2.',
      // A NIT without its digit gets this one message, not also "the digit does not match".
      abort: true,
    })
    // A NIT has 9 digits before the check digit (older ones 8); none is all zeros.
    .refine(
      (v) => {
        const base = v.replaceAll('.', '').split('-')[0]!;
        return base.length >= 8 && /[1-9]/.test(base);
      },
      { error: TAX_MESSAGES.incompleteNit, abort: true },
    )
    .refine((v) => {
      const [base, dv] = v.replaceAll('.', '').split('-');
      return nitCheckDigit(base!) === Number(dv);
    }, 'El dígito de verificación no corresponde al NIT.')
    .transform((v) => v.replaceAll('.', '').split('-')[0]!)
    .optional(),
  regime: z
    .enum(SELLER_REGIMES, { error: 'Seleccione si la tienda es responsable de IVA.' })
    .optional(),
  autorretenedor: z.boolean().optional(),
  granContribuyente: z.boolean().optional(),
  address: lineText(200).optional(),
  city: lineText(100).optional(),
  /** DIVIPOLA code of the establishment, where the shop's sales cause ICA by default; null clears it. */
  municipalityCode: z
    .string()
    .regex(/^\d{5}$/, 'El municipio se indica con su código DIVIPOLA de 5 dígitos.')
    .nullable()
    .optional(),
  phone: lineText(40).optional(),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .refine(
      (v) => v === '' || z.email().safeParse(v).success,
      'El correo de la tienda no es válido.',
    )
    .optional(),
});
export type SellerProfilePatch = z.infer<typeof SellerProfilePatchSchema>;

/** PATCH /api/auth/update/{id} `taxFlags` (ADMIN_CLIENTS): any of the three, with the reason. */
export const BuyerTaxFlagsPatchSchema = BuyerTaxFlagsSchema.partial();
export type BuyerTaxFlagsPatch = z.infer<typeof BuyerTaxFlagsPatchSchema>;

/**
 * PATCH /api/auth/update/{id} `taxIdentity` (ADMIN_CLIENTS): the ID type and the responsibilities
 * of casilla 53 staff read on the RUT; the DV is computed from the NIT, never sent.
 */
export const BuyerFiscalIdentityPatchSchema = BuyerFiscalIdentitySchema.pick({
  idType: true,
  ivaRegime: true,
  incomeTaxDeclarant: true,
}).partial();
export type BuyerFiscalIdentityPatch = z.infer<typeof BuyerFiscalIdentityPatchSchema>;
