import { municipalityLabel, type Municipality } from '@shop/shared';
import { normalizeText } from './text';

export interface MunicipalityOption {
  municipality: Municipality;
  label: string;
  /** Normalized name and label, compared with the normalized query. */
  name: string;
  search: string;
}

export function toOptions(list: readonly Municipality[]): MunicipalityOption[] {
  return list.map((municipality) => {
    const label = municipalityLabel(municipality);
    return {
      municipality,
      label,
      name: normalizeText(municipality.municipality),
      search: normalizeText(label),
    };
  });
}

/** Case- and accent-insensitive; towns whose name starts with the query come first. */
export function filterOptions(options: readonly MunicipalityOption[], query: string) {
  const q = normalizeText(query);
  if (!q) return [...options];
  const starts: MunicipalityOption[] = [];
  const contains: MunicipalityOption[] = [];
  for (const option of options) {
    if (option.name.startsWith(q)) starts.push(option);
    else if (option.search.includes(q)) contains.push(option);
  }
  return [...starts, ...contains];
}
