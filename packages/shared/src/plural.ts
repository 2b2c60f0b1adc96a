// Zod-free, so the storefront's first download can use it.
/**
 * A whole number with a dot between thousands, as es-CO writes it ('1.250', '2.000.000'). By hand,
 * not through Intl: a listing's count is the one number its first view writes, and the first Intl
 * formatter a page builds loads the locale's data (75 ms at Lighthouse's 4× slower phone CPU).
 */
export function groupThousands(count: number): string {
  const digits = String(Math.abs(Math.trunc(count)));
  return `${count < 0 ? '-' : ''}${digits.replace(/\B(?=(\d{3})+$)/g, '.')}`;
}

/**
 * '1 producto', '0 productos', '1.250 productos': a count with the word that agrees with it, so no
 * screen, mail or sheet says '1 productos' (issue 34, item 13). `plural` is needed for the
 * irregular ones ('orden' → 'órdenes', 'unidad' → 'unidades').
 */
export function countOf(count: number, singular: string, plural: string): string {
  return `${groupThousands(count)} ${count === 1 ? singular : plural}`;
}
