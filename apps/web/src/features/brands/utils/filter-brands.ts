import type { Brand } from '@shop/shared';
import { normalizeText } from '../../../utils/text';

/** The brands whose name contains the typed text, ignoring case and accents. */
export function filterBrands(brands: readonly Brand[], query: string): Brand[] {
  const needle = normalizeText(query);
  if (!needle) return [...brands];
  return brands.filter((brand) => normalizeText(brand.name).includes(needle));
}
