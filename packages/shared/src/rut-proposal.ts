import { z } from 'zod';
import { lineText } from './fields';
import {
  BuyerFiscalIdentityPatchSchema,
  BuyerTaxFlagsPatchSchema,
  type BuyerFiscalIdentityPatch,
  type BuyerTaxFlagsPatch,
} from './taxes/admin';

/**
 * What the shop read on a company's RUT and proposes for its tax profile (docs/taxes.md, "Reading
 * the RUT"). Staff confirm it, or correct it, with a reason; nothing reaches the profile before.
 */
export const RUT_PROPOSAL_STATUSES = ['PROPOSED', 'UNREADABLE', 'CONFIRMED', 'CORRECTED'] as const;
export type RutProposalStatus = (typeof RUT_PROPOSAL_STATUSES)[number];

export const RUT_PROPOSAL_MESSAGES = {
  unreadable: 'Sin texto legible',
  notProposed:
    'Este RUT no tiene una propuesta que confirmar (no se pudo leer). Revise el RUT y ajuste el perfil tributario a mano.',
  alreadyDecided:
    'Esta propuesta ya fue revisada. Ajuste el perfil tributario desde sus controles.',
  reasonMissing: 'Escriba la razón de la confirmación o de la corrección.',
  confirmed: 'Propuesta del RUT confirmada: el perfil tributario quedó actualizado.',
  corrected: 'Propuesta del RUT corregida y aplicada: el perfil tributario quedó actualizado.',
  notFound: 'Este cliente no tiene un RUT leído.',
} as const;

/** The fields of the form the text gave (casillas 5, 6, 24, 25, 31-35, 38-40, 53). */
export const RutReadingSchema = z.object({
  nit: z.string().nullable(),
  checkDigit: z.number().int().nullable(),
  /** Casilla 24: true for "Persona jurídica", false for "Persona natural". */
  legalPersonType: z.boolean().nullable(),
  businessName: z.string().nullable(),
  /** Casillas 31 to 34 of a natural person, as one name: "Pérez Gómez Ana María". */
  personName: z.string().nullable(),
  /** Casillas 38 to 40 as printed ("Bogotá D.C. / Bogotá, D.C."), and the DIVIPOLA code found. */
  municipalityText: z.string().nullable(),
  municipalityCode: z.string().nullable(),
  municipalityName: z.string().nullable(),
  /** The codes of casilla 53 found on the RUT, in order ("05", "13", "48"...). */
  responsibilities: z.array(z.string()),
});
export type RutReading = z.infer<typeof RutReadingSchema>;

/** Where the RUT disagrees with what the company typed at registration. */
export const RUT_CONTRADICTION_FIELDS = [
  'nit',
  'checkDigit',
  'legalPersonType',
  'businessName',
  'municipality',
] as const;
export const RutContradictionSchema = z.object({
  field: z.enum(RUT_CONTRADICTION_FIELDS),
  registered: z.string(),
  inRut: z.string(),
  message: z.string(),
});
export type RutContradiction = z.infer<typeof RutContradictionSchema>;

/** GET /api/auth/{id}/rut-proposal: the latest RUT read for the account, or null. */
export const RutProposalSchema = z.object({
  status: z.enum(RUT_PROPOSAL_STATUSES),
  /** Why there is nothing to propose ("Sin texto legible"), or null. */
  note: z.string().nullable(),
  rutUrl: z.string(),
  reading: RutReadingSchema.nullable(),
  /** What confirming writes: only the flags and identity fields the RUT states. */
  proposedFlags: BuyerTaxFlagsPatchSchema,
  proposedIdentity: BuyerFiscalIdentityPatchSchema,
  contradictions: z.array(RutContradictionSchema),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type RutProposal = z.infer<typeof RutProposalSchema>;
export const RutProposalAnswerSchema = z.object({ proposal: RutProposalSchema.nullable() });
export type RutProposalAnswer = z.infer<typeof RutProposalAnswerSchema>;

/**
 * POST /api/auth/{id}/rut-proposal: confirm the proposal as read, or with corrections (any flag or
 * identity field staff set otherwise), always with a reason.
 */
export const RutProposalDecisionSchema = z.strictObject(
  {
    taxFlags: BuyerTaxFlagsPatchSchema.optional(),
    taxIdentity: BuyerFiscalIdentityPatchSchema.optional(),
    comments: z
      .string({ error: RUT_PROPOSAL_MESSAGES.reasonMissing })
      .pipe(lineText(500))
      .refine((v) => v.length > 0, RUT_PROPOSAL_MESSAGES.reasonMissing),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? undefined : RUT_PROPOSAL_MESSAGES.reasonMissing,
  },
);
export type RutProposalDecision = z.infer<typeof RutProposalDecisionSchema>;

/** A proposal with staff's corrections on top: what confirming writes. */
export function appliedProposal(
  proposal: Pick<RutProposal, 'proposedFlags' | 'proposedIdentity'>,
  decision: { taxFlags?: BuyerTaxFlagsPatch; taxIdentity?: BuyerFiscalIdentityPatch },
): { taxFlags: BuyerTaxFlagsPatch; taxIdentity: BuyerFiscalIdentityPatch; corrected: boolean } {
  const taxFlags = { ...proposal.proposedFlags, ...decision.taxFlags };
  const taxIdentity = { ...proposal.proposedIdentity, ...decision.taxIdentity };
  const differs = (a: object, b: object) =>
    Object.entries(b).some(([k, v]) => v !== undefined && (a as Record<string, unknown>)[k] !== v);
  const corrected =
    differs(proposal.proposedFlags, decision.taxFlags ?? {}) ||
    differs(proposal.proposedIdentity, decision.taxIdentity ?? {});
  return { taxFlags, taxIdentity, corrected };
}

/**
 * The casilla 53 codes the shop reads, as staff see them (the DIAN's list of RUT
 * responsibilities; docs/taxes.md, "Reading the RUT"). Any other code is shown by its number.
 */
export const RUT_RESPONSIBILITY_LABELS: Record<string, string> = {
  '04': 'Impuesto de renta y complementarios, régimen tributario especial',
  '05': 'Impuesto de renta y complementarios, régimen ordinario',
  '07': 'Retención en la fuente a título de renta',
  '09': 'Retención en la fuente en el impuesto sobre las ventas',
  '13': 'Gran contribuyente',
  '15': 'Autorretenedor',
  '47': 'Régimen Simple de Tributación (SIMPLE)',
  '48': 'Impuesto sobre las ventas (IVA): responsable',
  '49': 'No responsable de IVA',
};
