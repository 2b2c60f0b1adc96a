import {
  fractionToPercent,
  IVA_CLASS_LABELS,
  WITHHOLDING_KIND_LABELS,
  type AuditState,
  type IvaCapKind,
  type WithholdingKind,
} from '@shop/shared';
import { formatDecimal } from './tax-rules-form';

const pesos = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 0 });
type Loose = Record<string, unknown>;
const list = (value: unknown): Loose[] => (Array.isArray(value) ? (value as Loose[]) : []);
const num = (value: unknown) => (typeof value === 'number' ? formatDecimal(value) : String(value));

const DESCRIBE: Record<string, (row: Loose) => string> = {
  uvt: (row) => `UVT ${String(row.year)}: $ ${pesos.format(Number(row.value))}`,
  withholdings: (row) =>
    `${WITHHOLDING_KIND_LABELS[row.kind as WithholdingKind] ?? String(row.kind)} desde ${String(row.validFrom)}: ` +
    `${typeof row.rate === 'number' ? formatDecimal(fractionToPercent(row.rate)) : String(row.rate)} %, base ${num(row.baseUvt)} UVT`,
  ivaCaps: (row) =>
    `Tope ${IVA_CLASS_LABELS[row.kind as IvaCapKind] ?? String(row.kind)} desde ${String(row.validFrom)}: ${num(row.capUvt)} UVT`,
  reteIca: (row) =>
    `ReteICA ${String(row.municipalityName ?? row.municipalityCode ?? 'demás municipios')} desde ${String(row.validFrom)}: ${num(row.perMil)} ‰, base ${num(row.baseUvt)} UVT`,
};

/** A tax rules change in words ('UVT 2026: $ 52.374; ReteIVA desde 2025-06-01: 15 %…'); '—' for none. */
export function describeTaxRulesState(state: AuditState | null): string {
  if (!state) return '—';
  const parts = Object.entries(DESCRIBE).flatMap(([table, describe]) =>
    list(state[table]).map(describe),
  );
  return parts.length ? parts.join('; ') : '—';
}
