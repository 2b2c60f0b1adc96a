import {
  fractionToPercent,
  percentToFraction,
  ruleInForce,
  TaxRulesUpdateSchema,
  uvtToExactPesos,
  uvtToPesos,
  type IcaPlaceBasis,
  type IvaCapKind,
  type ReteIcaAgents,
  type TaxRulesUpdate,
  type TaxRulesView,
  type WithholdingKind,
} from '@shop/shared';

/** The page's four tables and the reason, as typed: numbers stay text until they are checked. */
export interface TaxRulesFormValues {
  uvt: { year: string; value: string; source: string }[];
  withholdings: {
    kind: WithholdingKind;
    validFrom: string;
    ratePercent: string;
    baseUvt: string;
    source: string;
  }[];
  ivaCaps: { kind: IvaCapKind; validFrom: string; capUvt: string; source: string }[];
  reteIca: {
    /** Null: 'Demás municipios', the rule of every municipality without its own. */
    municipalityCode: string | null;
    municipalityName: string | null;
    validFrom: string;
    perMil: string;
    baseUvt: string;
    agents: ReteIcaAgents;
    source: string;
  }[];
  icaPlace: { validFrom: string; basis: IcaPlaceBasis; source: string }[];
  reason: string;
}

export type TaxTable = Exclude<keyof TaxRulesFormValues, 'reason'>;

const decimalText = new Intl.NumberFormat('es-CO', {
  maximumFractionDigits: 5,
  useGrouping: false,
});
const pesosText = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 0 });
export const formatDecimal = (value: number) => decimalText.format(value);

/** '2,5', '2.5', '2,5 %' or '11,04 ‰' → 2.5 / 11.04; '' or anything else → NaN (refused). */
export function parseDecimal(text: string): number {
  const clean = text.replace(/[\s%‰]/g, '').replace(',', '.');
  return /^\d{1,6}(\.\d+)?$/.test(clean) ? Number(clean) : Number.NaN;
}

/** '52.374', '$ 52.374' or '52374' → 52374; decimals or letters → NaN (refused). */
export function parsePesos(text: string): number {
  const clean = text.replace(/[\s$]|\u00a0/g, '').replace(/\.(?=\d{3}(\.|$))/g, '');
  return /^\d{1,10}$/.test(clean) ? Number(clean) : Number.NaN;
}

/** The stored table as the page shows it: rates as percentages, pesos with points. */
export function toFormValues(view: TaxRulesView): TaxRulesFormValues {
  return {
    uvt: view.uvt.map((row) => ({
      year: String(row.year),
      value: pesosText.format(row.value),
      source: row.source,
    })),
    withholdings: view.withholdings.map(({ rate, baseUvt, ...rest }) => ({
      ...rest,
      ratePercent: formatDecimal(fractionToPercent(rate)),
      baseUvt: formatDecimal(baseUvt),
    })),
    ivaCaps: view.ivaCaps.map(({ capUvt, ...rest }) => ({
      ...rest,
      capUvt: formatDecimal(capUvt),
    })),
    reteIca: view.reteIca.map(({ perMil, baseUvt, ...rest }) => ({
      ...rest,
      perMil: formatDecimal(perMil),
      baseUvt: formatDecimal(baseUvt),
    })),
    icaPlace: view.icaPlace.map((rule) => ({ ...rule })),
    reason: '',
  };
}

const PERCENT_DECIMALS =
  'Use como máximo tres decimales en el porcentaje (por ejemplo 2,5 o 0,966).';

/** What PUT /api/tax-rules gets from the page (not yet checked): 2,5 % → 0.025, and so on. */
export function toUpdate(values: TaxRulesFormValues): TaxRulesUpdate {
  return {
    uvt: values.uvt.map((row) => ({
      year: /^\d{4}$/.test(row.year.trim()) ? Number(row.year.trim()) : Number.NaN,
      value: parsePesos(row.value),
      source: row.source,
    })),
    withholdings: values.withholdings.map(({ ratePercent, baseUvt, ...rest }) => ({
      ...rest,
      rate: percentToFraction(parseDecimal(ratePercent)),
      baseUvt: parseDecimal(baseUvt),
    })),
    ivaCaps: values.ivaCaps.map(({ capUvt, ...rest }) => ({
      ...rest,
      capUvt: parseDecimal(capUvt),
    })),
    reteIca: values.reteIca.map(({ perMil, baseUvt, municipalityName: _name, ...rest }) => ({
      ...rest,
      perMil: parseDecimal(perMil),
      baseUvt: parseDecimal(baseUvt),
    })),
    icaPlace: values.icaPlace,
    reason: values.reason,
  };
}

/** The page's field of an issue path of the request (['withholdings', 2, 'rate'] and the like). */
export function fieldOfIssue(path: readonly PropertyKey[] | string): string {
  const parts = typeof path === 'string' ? path.split('.').filter(Boolean) : path.map(String);
  const [table, index, field] = parts;
  if (!table) return 'root.server';
  if (table === 'reason') return 'reason';
  if (index === undefined) return `${table}.root`;
  if (field === undefined) return `${table}.${index}.source`;
  return `${table}.${index}.${field === 'rate' ? 'ratePercent' : field}`;
}

export type TaxRulesFormErrors = Record<string, string>;

/**
 * Checks the page with the API's own schema: each field's first problem under its form path.
 * Answers the body to send, or the errors.
 */
export function validateTaxRules(
  values: TaxRulesFormValues,
): { body: TaxRulesUpdate; errors: null } | { body: null; errors: TaxRulesFormErrors } {
  const errors: TaxRulesFormErrors = {};
  values.withholdings.forEach((row, i) => {
    if (/[.,]\d{4,}/.test(row.ratePercent))
      errors[`withholdings.${i}.ratePercent`] = PERCENT_DECIMALS;
  });
  const parsed = TaxRulesUpdateSchema.safeParse(toUpdate(values));
  for (const issue of parsed.error?.issues ?? [])
    errors[fieldOfIssue(issue.path)] ??= issue.message;
  if (parsed.success && Object.keys(errors).length === 0)
    return { body: parsed.data, errors: null };
  return { body: null, errors };
}

/** The UVT of `year` among the typed rows, when it is there and reads as pesos. */
export function uvtOfYear(values: Pick<TaxRulesFormValues, 'uvt'>, year: number): number | null {
  const row = values.uvt.find((r) => r.year.trim() === String(year));
  const value = row ? parsePesos(row.value) : Number.NaN;
  return Number.isFinite(value) && value > 0 ? value : null;
}

/**
 * A withholding base in pesos, '10 UVT = $ 524.000' (art. 868 approximation), at the UVT of the
 * year, or null when either is missing or unreadable.
 */
export function basePesos(baseUvtText: string, uvt: number | null): number | null {
  const base = parseDecimal(baseUvtText);
  return uvt !== null && Number.isFinite(base) ? uvtToPesos(base, uvt) : null;
}

/**
 * An art. 424 num. 5 cap in pesos, '50 UVT = $ 2.618.700': the exact product, which the engine
 * compares the price with (docs/taxes.md), not art. 868's rounded figure. Null as basePesos.
 */
export function capPesos(capUvtText: string, uvt: number | null): number | null {
  const cap = parseDecimal(capUvtText);
  return uvt !== null && Number.isFinite(cap) ? uvtToExactPesos(cap, uvt) : null;
}

/** Whether row `index` is the one in force on `today` among the rows of its group (same kind…). */
export function isInForce<T extends { validFrom: string }>(
  rows: readonly T[],
  today: string,
  sameGroup: (a: T, b: T) => boolean,
  index: number,
): boolean {
  const row = rows[index];
  if (!row) return false;
  const candidates = rows
    .map((r, i) => ({ validFrom: r.validFrom, i }))
    .filter(({ i }) => sameGroup(rows[i]!, row));
  return ruleInForce(candidates, today)?.i === index;
}
