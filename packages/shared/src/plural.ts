// Zod-free, so the storefront's first download can use it.
const numberFormat = new Intl.NumberFormat('es-CO');

/**
 * '1 producto', '0 productos', '1.250 productos': a count with the word that agrees with it, so no
 * screen, mail or sheet says '1 productos' (issue 34, item 13). `plural` is needed for the
 * irregular ones ('orden' → 'órdenes', 'unidad' → 'unidades').
 */
export function countOf(count: number, singular: string, plural: string): string {
  return `${numberFormat.format(count)} ${count === 1 ? singular : plural}`;
}
