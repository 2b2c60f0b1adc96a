import { useBrands } from '../../features/brands/api/get-brands';
import { filterBrands } from '../../features/brands/utils/filter-brands';
import { useCategories } from '../../features/categories/api/get-categories';
import { useProductSuggestions } from '../../features/products/api/get-product-suggestions';
import {
  SUGGEST_DEBOUNCE_MS,
  SUGGEST_MIN_LENGTH,
  type SuggestionGroup,
} from '../../features/search/utils/suggestions';
import { paths } from '../../config/paths';
import { useDebouncedValue } from '../../hooks/use-debounced-value';
import { normalizeText } from '../../utils/text';
import { useViewer } from './use-viewer';

/** Brands and categories the box suggests at most, under its products. */
const SUGGESTED_NAMES = 3;

/**
 * What the header's search box suggests for `typed`, once the typing pauses: the search's first
 * products (GET /api/products, as the results page ranks them), and the brands and categories
 * whose name holds the text, ignoring case and accents (from the lists the header already reads,
 * GET /api/brand and /api/category, cached for ten minutes). Nothing is asked before someone types.
 */
export function useSearchSuggestions(typed: string): SuggestionGroup[] {
  const term = useDebouncedValue(typed.trim(), SUGGEST_DEBOUNCE_MS);
  const wanted = term.length >= SUGGEST_MIN_LENGTH && typed.trim().length >= SUGGEST_MIN_LENGTH;
  const { viewer, ready } = useViewer();
  const products = useProductSuggestions(term, { viewer, enabled: wanted && ready });
  const brands = useBrands({ enabled: wanted });
  const categories = useCategories(undefined, { enabled: wanted });
  if (!wanted) return [];

  const needle = normalizeText(term);
  const groups: SuggestionGroup[] = [
    {
      label: 'Productos',
      options: (products.data?.products ?? []).map((product) => ({
        key: `product-${product.id}`,
        label: product.name,
        detail: `${product.brand.name} · ${product.model}`,
        href: paths.product.getHref(product.id, product.name),
      })),
    },
    {
      label: 'Marcas',
      options: filterBrands(brands.data ?? [], term)
        .slice(0, SUGGESTED_NAMES)
        .map((brand) => ({
          key: `brand-${brand.id}`,
          label: brand.name,
          href: paths.brand.getHref(brand.id, brand.name),
        })),
    },
    {
      label: 'Categorías',
      options: (categories.data ?? [])
        .filter((category) => normalizeText(category.name).includes(needle))
        .slice(0, SUGGESTED_NAMES)
        .map((category) => ({
          key: `category-${category.id}`,
          label: category.name,
          href: paths.category.getHref(category.id, category.name),
        })),
    },
  ];
  return groups.filter((group) => group.options.length > 0);
}
