import {
  formatNit,
  nitCheckDigit,
  SellerProfilePatchSchema,
  type SellerProfile,
  type SellerProfilePatch,
  type SellerRegime,
} from '@shop/shared';

/** The shop as seller, as the page holds it: the NIT typed with its check digit. */
export interface SellerFormValues {
  nit: string;
  regime: SellerRegime;
  autorretenedor: boolean;
  granContribuyente: boolean;
  address: string;
  city: string;
  /** DIVIPOLA code of the establishment, '' while none is chosen. */
  municipalityCode: string;
  phone: string;
  email: string;
}

export const toSellerFormValues = (seller: SellerProfile): SellerFormValues => ({
  nit: seller.nit ? formatNit(seller.nit) : '',
  regime: seller.regime,
  autorretenedor: seller.autorretenedor,
  granContribuyente: seller.granContribuyente,
  address: seller.address,
  city: seller.city,
  municipalityCode: seller.municipalityCode ?? '',
  phone: seller.phone,
  email: seller.email,
});

/**
 * What the NIT field says while it is typed: the check digit its base gives, and whether the one
 * typed after the dash agrees ('900.544.472' → 'Dígito de verificación: 2').
 */
export function nitHint(text: string): { ok: boolean; text: string } | null {
  const [base = '', dv] = text.trim().replaceAll('.', '').split('-');
  const expected = nitCheckDigit(base);
  if (expected === null) return null;
  if (dv === undefined || dv === '')
    return { ok: true, text: `Dígito de verificación: ${expected}. Escríbalo después del guion.` };
  return Number(dv) === expected && /^\d$/.test(dv)
    ? { ok: true, text: `El dígito de verificación ${expected} corresponde al NIT.` }
    : { ok: false, text: `El dígito de verificación de este NIT es ${expected}, no ${dv}.` };
}

const baseOf = (nit: string) => nit.trim().replaceAll('.', '').split('-')[0] ?? '';

/** Only the fields that differ from the stored seller: `configData.seller` of PATCH /api/config. */
export function sellerChanges(stored: SellerProfile, values: SellerFormValues): SellerProfilePatch {
  const changes: Record<string, unknown> = {};
  if (baseOf(values.nit) !== stored.nit) changes.nit = values.nit.trim();
  for (const key of ['regime', 'autorretenedor', 'granContribuyente'] as const)
    if (values[key] !== stored[key]) changes[key] = values[key];
  for (const key of ['address', 'city', 'phone', 'email'] as const)
    if (values[key].trim() !== stored[key]) changes[key] = values[key].trim();
  if ((values.municipalityCode || null) !== stored.municipalityCode)
    changes.municipalityCode = values.municipalityCode || null;
  return changes as SellerProfilePatch;
}

/** The page's check of the changes, with the API's own schema; errors by field. */
export function validateSeller(
  stored: SellerProfile,
  values: SellerFormValues,
):
  | { changes: SellerProfilePatch; errors: null }
  | { changes: null; errors: Record<string, string> } {
  const changes = sellerChanges(stored, values);
  // The NIT as shown is checked even when its base did not change: a wrong digit is still wrong.
  const parsed = SellerProfilePatchSchema.safeParse({ ...changes, nit: values.nit });
  if (parsed.success) return { changes, errors: null };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? 'nit')] ??= issue.message;
  return { changes: null, errors };
}
