import { or, sql, type SQL } from 'drizzle-orm';
import type { ParsedSearch } from '../lib/search/search-query';
import { products } from './schema';

// The products table's search, shared by the storefront's catalogue and the dashboard's grid, so
// both modules find a product by the same words.

/** The search's words as a Spanish text query. */
export const productTsquery = (s: ParsedSearch) => sql`to_tsquery('spanish', ${s.tsquery})`;

/** Words of the search, or a model or SKU prefix: the storefront's match, shared with the admin grid. */
export function wordOrPrefixMatch(s: ParsedSearch): SQL {
  const byWords = sql`${products.searchVector} @@ ${productTsquery(s)}`;
  if (s.key.length < 2) return byWords;
  const prefix = `${s.key.replace(/[\\%_]/g, '')}%`;
  return or(
    byWords,
    sql`${products.modelKey} like ${prefix}`,
    sql`${products.skuKey} like ${prefix}`,
  )!;
}
