import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, lazyParser } from '../../../lib/api-client';
import { queryKeys, type Viewer } from '../../../lib/query-keys';

// The header asks while someone types, on every page: the schema loads with the first answer.
const SuggestionListSchema = lazyParser(
  async () => (await import('../../../lib/first-screen-schemas')).ProductListResponseSchema,
);

/** How many products the search box suggests. */
export const SUGGESTED_PRODUCTS = 5;

/** The first few products the search for `term` finds, by relevance (the results page's first). */
export const getProductSuggestions = (term: string, signal?: AbortSignal) =>
  apiClient.get(
    // offset is a page index (docs/architecture.md, "Paging"): the first page.
    `/api/products?${new URLSearchParams({ offset: '0', limit: String(SUGGESTED_PRODUCTS), searchTerm: term })}`,
    SuggestionListSchema,
    signal,
  );

export const productSuggestionsQueryOptions = (term: string, viewer: Viewer) =>
  queryOptions({
    queryKey: queryKeys.products.suggestions(viewer, term),
    queryFn: ({ signal }) => getProductSuggestions(term, signal),
    staleTime: 60_000,
    // The last term's products stay listed while the next term's are on their way: no flicker.
    placeholderData: keepPreviousData,
  });

interface UseProductSuggestionsOptions {
  viewer: Viewer;
  enabled: boolean;
}

export const useProductSuggestions = (
  term: string,
  { viewer, enabled }: UseProductSuggestionsOptions,
) => useQuery({ ...productSuggestionsQueryOptions(term, viewer), enabled });
