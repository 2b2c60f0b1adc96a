import { z } from 'zod';
import { formatCop } from '../pricing';
import type { UvtRow } from './rules';

/**
 * What staff with ADMIN_CONFIG are told about the UVT table (docs/taxes.md, "UVT"): every base
 * and cap is in UVT, and DIAN fixes the next year's in November or December, so from 1 December a
 * missing next year is announced; a missing current year means documents use an earlier one now.
 */
export const UVT_WARNING_KINDS = ['CURRENT_YEAR', 'NEXT_YEAR'] as const;
export const UvtWarningSchema = z.object({
  kind: z.enum(UVT_WARNING_KINDS),
  year: z.number().int(),
  message: z.string(),
});
export type UvtWarning = z.infer<typeof UvtWarningSchema>;

/** The month from which next year's UVT is asked for: December. */
const ASK_FROM_MONTH = 12;

export function uvtWarnings(uvt: readonly UvtRow[], today: string): UvtWarning[] {
  const year = Number(today.slice(0, 4));
  const has = (y: number) => uvt.some((u) => u.year === y);
  const latest = uvt.filter((u) => u.year < year).sort((a, b) => b.year - a.year)[0];
  const warnings: UvtWarning[] = [];
  if (!has(year))
    warnings.push({
      kind: 'CURRENT_YEAR',
      year,
      message: latest
        ? `Falta la UVT de ${year}: las cotizaciones y órdenes de hoy se calculan con la de ${latest.year} (${formatCop(latest.value)}) y lo dicen en el documento. Regístrela en Configuración › Impuestos con su resolución de la DIAN.`
        : `Falta la UVT de ${year}: regístrela en Configuración › Impuestos con su resolución de la DIAN.`,
    });
  if (Number(today.slice(5, 7)) >= ASK_FROM_MONTH && !has(year + 1))
    warnings.push({
      kind: 'NEXT_YEAR',
      year: year + 1,
      message: `Falta la UVT de ${year + 1}. La DIAN la fija por resolución a fin de año: regístrela en Configuración › Impuestos antes del 1 de enero; si no, los documentos de ${year + 1} se calcularán con la de ${year} y lo dirán.`,
    });
  return warnings;
}
