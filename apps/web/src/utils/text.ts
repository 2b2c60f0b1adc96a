/** Lower case without accents: 'bogota' finds 'BOGOTÁ, D.C.', 'medellin' finds 'MEDELLÍN'. */
export function normalizeText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}
