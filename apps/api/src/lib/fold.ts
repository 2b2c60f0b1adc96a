/** Lower-case without accents: "Bogotá" and "BOGOTA" both become "bogota". */
export function foldText(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** Only letters and digits, folded: "RB750Gr3" → "rb750gr3", "UAP-AC-Lite" → "uapaclite". */
export function compactKey(value: string): string {
  return foldText(value).replace(/[^a-z0-9]/g, '');
}
