import { compactKey, foldText } from '../fold';

export interface ParsedSearch {
  /** The folded words: "Cámara IP" → ["camara", "ip"]. */
  words: string[];
  /** Prefix tsquery in the Spanish config's syntax: "camaras ip" → "camaras:* & ip:*". */
  tsquery: string;
  /** Letters and digits only, for model and SKU prefixes: "RB-750" → "rb750". */
  key: string;
}

/** Turns what a shopper typed into the three forms the product search compares; null when nothing searchable remains. */
export function parseSearch(term: string | undefined): ParsedSearch | null {
  if (!term) return null;
  const folded = foldText(term);
  const words = folded.split(/[^a-z0-9ñ]+/).filter(Boolean);
  if (!words.length) return null;
  return {
    words,
    // Words are letters and digits only, so they cannot inject tsquery operators.
    tsquery: words.map((w) => `${w}:*`).join(' & '),
    key: compactKey(term),
  };
}
