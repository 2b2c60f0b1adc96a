import {
  COLOMBIAN_TAX_RULES,
  formatCop,
  IVA_CAP_KINDS,
  IVA_GENERAL_RATE,
  ruleInForce,
  uvtToExactPesos,
  type IvaCapKind,
  type IvaClass,
  type TaxRuleTable,
} from '@shop/shared';
import { vatPercent } from '../../../utils/format';

const uvtCount = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 2 });
const isCapped = (ivaClass: IvaClass): ivaClass is IvaCapKind =>
  (IVA_CAP_KINDS as readonly string[]).includes(ivaClass);

/**
 * What the admin reads under 'Clase de IVA' for a good of art. 424 num. 5: its cap in UVT in force
 * on `today` and, when the stored rules are at hand, in pesos of the year ('Excluido si el precio
 * antes de IVA no supera 50 UVT ($ 2.618.700 en 2026)', the exact product the engine compares
 * the price with, not art. 868's rounded $ 2.619.000). Without them, the cap of the law as
 * written, in UVT only. Null for the other classes.
 */
export function ivaCapHint(
  ivaClass: IvaClass,
  today: string,
  rules: Pick<TaxRuleTable, 'uvt' | 'ivaCaps'> | null | undefined,
): string | null {
  if (!isCapped(ivaClass)) return null;
  const table = rules ?? COLOMBIAN_TAX_RULES;
  const cap = ruleInForce(
    table.ivaCaps.filter((rule) => rule.kind === ivaClass),
    today,
  );
  if (!cap) return `Sin tope vigente: se factura con IVA ${vatPercent(IVA_GENERAL_RATE)}.`;
  const year = Number(today.slice(0, 4));
  const uvt = rules?.uvt.find((row) => row.year === year);
  const inPesos = uvt ? ` (${formatCop(uvtToExactPesos(cap.capUvt, uvt.value))} en ${year})` : '';
  return (
    `Excluido si el precio antes de IVA no supera ${uvtCount.format(cap.capUvt)} UVT${inPesos}; ` +
    `por encima paga IVA ${vatPercent(IVA_GENERAL_RATE)}.`
  );
}
