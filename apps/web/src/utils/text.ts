/** Lower case without accents: 'bogota' finds 'BOGOTÁ, D.C.', 'medellin' finds 'MEDELLÍN'. */
export function normalizeText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

/**
 * The readable part of a catalogue URL: 'Cámaras IP / CCTV' → 'camaras-ip-cctv'. Lower case,
 * accents stripped, spaces (and anything else that is not a letter or digit) to '-'.
 */
export function slugify(value: string): string {
  return normalizeText(value)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
