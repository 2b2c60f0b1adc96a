import { PRODUCT_SORTS, type ProductSort } from '@shop/shared';

/** What a listing page keeps in its address (?page=2&minPrice=…&brands=…&categories=…&sort=…). */
export interface ListingState {
  /** 1-based, as people count pages (docs/architecture.md, departure 6). */
  page: number;
  minPrice: number | undefined;
  maxPrice: number | undefined;
  brands: string[];
  categories: number[];
  sort: ProductSort | undefined;
}

const positiveInt = (value: string | null) => {
  if (value === null || !/^\d+$/.test(value)) return undefined;
  const n = Number(value);
  return Number.isSafeInteger(n) ? n : undefined;
};

const list = (value: string | null) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

const isSort = (value: string | null): value is ProductSort =>
  (PRODUCT_SORTS as readonly (string | null)[]).includes(value);

/** Reads the address leniently: anything malformed is simply ignored. */
export function readListingState(params: URLSearchParams): ListingState {
  const sort = params.get('sort');
  return {
    page: Math.max(1, positiveInt(params.get('page')) ?? 1),
    minPrice: positiveInt(params.get('minPrice')),
    maxPrice: positiveInt(params.get('maxPrice')),
    brands: list(params.get('brands')),
    categories: list(params.get('categories'))
      .map(Number)
      .filter((n) => Number.isInteger(n) && n > 0),
    sort: isSort(sort) ? sort : undefined,
  };
}

/**
 * The address after a change. Any change other than the page itself goes back to page 1: the
 * old page number means nothing in a different result set.
 */
export function withListingChange(
  params: URLSearchParams,
  change: Partial<ListingState>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | undefined) => {
    if (value === undefined || value === '') next.delete(key);
    else next.set(key, value);
  };
  for (const [key, value] of Object.entries(change)) {
    if (Array.isArray(value)) set(key, value.join(','));
    else set(key, value === undefined ? undefined : String(value));
  }
  if (!('page' in change)) next.delete('page');
  if (next.get('page') === '1') next.delete('page');
  return next;
}

export const hasActiveFilters = (state: ListingState) =>
  state.minPrice !== undefined ||
  state.maxPrice !== undefined ||
  state.brands.length > 0 ||
  state.categories.length > 0;
