import { queryOptions, useQuery } from '@tanstack/react-query';
import { TaxRulesViewSchema } from '@shop/shared';
import { apiClient } from '../../../lib/api-client';
import { queryKeys, type Viewer } from '../../../lib/query-keys';

/** GET /api/tax-rules (ADMIN_CONFIG): UVT, withholdings, art. 424 caps and ReteICA, dated. */
export const taxRulesQueryOptions = (viewer: Viewer) =>
  queryOptions({
    queryKey: queryKeys.taxRules.detail(viewer),
    queryFn: ({ signal }) => apiClient.get('/api/tax-rules', TaxRulesViewSchema, signal),
    staleTime: 0,
  });

export const useTaxRules = (viewer: Viewer) => useQuery(taxRulesQueryOptions(viewer));
