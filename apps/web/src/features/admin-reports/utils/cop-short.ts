const number = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 1 });

/**
 * Pesos as a chart axis writes them, the way Colombians say them: '$ 500 mil', '$ 1,2 M',
 * '$ 1.200 M' (mil millones). Only for labels: figures and tables show full amounts.
 */
export function copShort(pesos: number): string {
  const size = Math.abs(pesos);
  // The no-break space of formatCop ('$ 1.234'), so '$ 0' on the axis reads like the figures.
  if (size >= 1_000_000) return `$\u00a0${number.format(pesos / 1_000_000)}\u00a0M`;
  if (size >= 1_000) return `$\u00a0${number.format(pesos / 1_000)}\u00a0mil`;
  return `$\u00a0${number.format(pesos)}`;
}
