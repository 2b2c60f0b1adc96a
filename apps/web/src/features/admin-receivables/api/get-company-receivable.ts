import { queryOptions, useQuery } from '@tanstack/react-query';
import { CompanyReceivableSchema } from '@shop/shared';
import { apiClient } from '../../../lib/api-client';
import { queryKeys, type Viewer } from '../../../lib/query-keys';

/** One company of the cartera with its open orders on credit. */
export const getCompanyReceivable = (id: number, signal?: AbortSignal) =>
  apiClient.get(`/api/receivables/${id}`, CompanyReceivableSchema, signal);

export const companyReceivableQueryOptions = (viewer: Viewer, id: number) =>
  queryOptions({
    queryKey: queryKeys.receivables.detail(viewer, id),
    queryFn: ({ signal }) => getCompanyReceivable(id, signal),
    staleTime: 0,
  });

export const useCompanyReceivable = (viewer: Viewer, id: number) =>
  useQuery(companyReceivableQueryOptions(viewer, id));
