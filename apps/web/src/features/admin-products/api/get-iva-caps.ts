import { useQuery, useQueryClient } from '@tanstack/react-query';
import { TaxRulesViewSchema, type SessionUser } from '@shop/shared';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * The stored tax rules, for the caps of art. 424 beside the IVA class: read only when the staff
 * member holds ADMIN_CONFIG (the API refuses the others, who see the cap in UVT alone).
 */
export function useIvaCaps() {
  const session = useQueryClient().getQueryData<SessionUser | null>(queryKeys.session);
  const allowed = session?.permissions.includes('ADMIN_CONFIG') ?? false;
  return useQuery({
    queryKey: queryKeys.taxRules.detail(session?.id ?? null),
    queryFn: ({ signal }) => apiClient.get('/api/tax-rules', TaxRulesViewSchema, signal),
    enabled: allowed,
  });
}
