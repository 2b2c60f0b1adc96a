import {
  PRODUCT_ADMIN_DEFAULT_PAGE_SIZE,
  PRODUCT_ADMIN_PAGE_SIZES,
  STOCK_FILTERS,
  type Category,
  type StockFilter,
} from '@shop/shared';

/** What the grid is narrowed to; it lives in the address, so a filtered grid is a link. */
export interface ProductFilters {
  /** Name, model or SKU. */
  q: string;
  brand: number | undefined;
  /** A level-1 category takes in its subcategories. */
  category: number | undefined;
  available: boolean | undefined;
  stock: StockFilter | undefined;
}

export const NO_PRODUCT_FILTERS: ProductFilters = {
  q: '',
  brand: undefined,
  category: undefined,
  available: undefined,
  stock: undefined,
};

export const STOCK_FILTER_LABELS: Record<StockFilter, string> = {
  out: 'Agotados',
  low: 'En el mínimo o por debajo',
  in: 'Con stock',
};

const idOf = (raw: string | null) =>
  raw && /^\d{1,10}$/.test(raw) && Number(raw) > 0 ? Number(raw) : undefined;

/** The filters of an address; anything malformed (an old or edited link) reads as no filter. */
export function readProductFilters(params: URLSearchParams): ProductFilters {
  const available = params.get('available');
  return {
    q: params.get('q')?.trim() ?? '',
    brand: idOf(params.get('brand')),
    category: idOf(params.get('category')),
    available: available === 'true' ? true : available === 'false' ? false : undefined,
    stock: STOCK_FILTERS.find((s) => s === params.get('stock')),
  };
}

/** The filters as the address writes them, only those that narrow the grid. */
export function productFiltersParams(filters: ProductFilters): Record<string, string> {
  const params: Record<string, string> = {};
  if (filters.q) params.q = filters.q;
  if (filters.brand !== undefined) params.brand = String(filters.brand);
  if (filters.category !== undefined) params.category = String(filters.category);
  if (filters.available !== undefined) params.available = String(filters.available);
  if (filters.stock) params.stock = filters.stock;
  return params;
}

export const hasProductFilters = (filters: ProductFilters) =>
  Object.keys(productFiltersParams(filters)).length > 0;

/** The filters as GET /api/products/admin takes them (the search is its `searchTerm`). */
export function productFiltersQuery(filters: ProductFilters): Record<string, string> {
  const { q, ...rest } = productFiltersParams(filters);
  return { ...rest, ...(q ? { searchTerm: q } : {}) };
}

export const pageSizeOf = (raw: string | null): number =>
  PRODUCT_ADMIN_PAGE_SIZES.find((size) => String(size) === raw) ?? PRODUCT_ADMIN_DEFAULT_PAGE_SIZE;

/** A category as the selects offer it: a level 1, then each of its subcategories under it. */
export interface CategoryChoice {
  id: number;
  label: string;
  /** As a product stores them: [level 1] or [level 1, level 2]. */
  categories: [number] | [number, number];
}

export function categoryChoices(
  level1: readonly Category[],
  level2: readonly Category[],
): CategoryChoice[] {
  return level1.flatMap((parent) => [
    { id: parent.id, label: parent.name, categories: [parent.id] as [number] },
    ...level2
      .filter((child) => child.parentCategoryId === parent.id)
      .map((child) => ({
        id: child.id,
        label: `${parent.name} › ${child.name}`,
        categories: [parent.id, child.id] as [number, number],
      })),
  ]);
}
