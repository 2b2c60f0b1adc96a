import { lowStockPageSize, pageQuery } from '@shop/shared';

/** The search of the address (`?q=`), trimmed; anything else reads as no search. */
export const readStockSearch = (params: URLSearchParams) => params.get('q')?.trim() ?? '';

/** The address of a search: a new search starts from the first page. */
export function stockSearchParams(search: string): Record<string, string> {
  return search ? { q: search } : {};
}

/**
 * GET /api/products/low/stock for one 1-based page: 30 rows, or 20 while searching
 * (docs/architecture.md, "Contract: constants and limits").
 */
export function lowStockQuery(search: string, page: number): Record<string, string> {
  return {
    ...pageQuery(page, lowStockPageSize(search)),
    ...(search ? { searchTerm: search } : {}),
  };
}
