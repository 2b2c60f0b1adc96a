import { municipalityLabel, type Municipality } from '@shop/shared';
import { normalizeText } from './text';

export interface MunicipalityOption {
  municipality: Municipality;
  label: string;
  /** Normalized town name and label, words separated by single spaces. */
  name: string;
  search: string;
}

/** 'BOGOTÁ, D.C.' → 'bogota d c': accents, case and punctuation do not count. */
const words = (value: string) =>
  normalizeText(value)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

export function toOptions(list: readonly Municipality[]): MunicipalityOption[] {
  return list.map((municipality) => {
    const label = municipalityLabel(municipality);
    return { municipality, label, name: words(municipality.municipality), search: words(label) };
  });
}

/** How well a text matches: 0 an exact word (or words), 1 the start of a word, 2 anywhere; null: no match. */
export function matchRank(text: string, query: string): 0 | 1 | 2 | null {
  const padded = ` ${text} `;
  if (padded.includes(` ${query} `)) return 0;
  if (padded.includes(` ${query}`)) return 1;
  if (text.includes(query)) return 2;
  return null;
}

/**
 * The towns that match the query, best first: 'cali' puts SANTIAGO DE CALI (a whole word) before
 * CALIFORNIA (a word's start) before ESCALIA (inside a word). A match on the town's own name beats
 * one on its department only; within a rank the list keeps its order.
 */
export function filterOptions(options: readonly MunicipalityOption[], query: string) {
  const q = words(query);
  if (!q) return [...options];
  const ranked: { option: MunicipalityOption; rank: number }[] = [];
  for (const option of options) {
    const byName = matchRank(option.name, q);
    const byLabel = byName === null ? matchRank(option.search, q) : null;
    if (byName !== null) ranked.push({ option, rank: byName });
    else if (byLabel !== null) ranked.push({ option, rank: 3 + byLabel });
  }
  // Array.prototype.sort is stable, so equal ranks keep the API's order.
  return ranked.sort((a, b) => a.rank - b.rank).map(({ option }) => option);
}
