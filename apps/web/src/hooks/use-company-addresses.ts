import { queryOptions, useQuery } from '@tanstack/react-query';
import { CompanyAddressListSchema } from '@shop/shared';
import { apiClient } from '../lib/api-client';
import { queryKeys, type Viewer } from '../lib/query-keys';

/**
 * The company's delivery addresses (docs/decisions/017-companies-with-several-buyers.md). Shared:
 * the addresses page lists and edits them, the checkout forms pick one.
 */
export const getCompanyAddresses = (signal?: AbortSignal) =>
  apiClient.get('/api/company/addresses', CompanyAddressListSchema, signal);

export const companyAddressesQueryOptions = (viewer: Viewer) =>
  queryOptions({
    queryKey: queryKeys.companyAddresses.list(viewer),
    queryFn: ({ signal }) => getCompanyAddresses(signal),
    select: (data) => data.addresses,
  });

/** `enabled` off for a natural person, whom the API refuses (403). */
export const useCompanyAddresses = (viewer: Viewer, enabled = true) =>
  useQuery({ ...companyAddressesQueryOptions(viewer), enabled });
