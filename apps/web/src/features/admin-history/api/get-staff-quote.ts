import { queryOptions, useQuery } from '@tanstack/react-query';
import { StaffQuoteDetailSchema } from '@shop/shared';
import { apiClient } from '../../../lib/api-client';
import { queryKeys, type Viewer } from '../../../lib/query-keys';

/** Any quote read in full, with who the customer is (ADMIN_ORDERS). */
export const getStaffQuote = (id: number, signal?: AbortSignal) =>
  apiClient.get(`/api/quotes/${id}/admin`, StaffQuoteDetailSchema, signal);

export const staffQuoteQueryOptions = (viewer: Viewer, id: number) =>
  queryOptions({
    queryKey: queryKeys.history.detail(viewer, 'quote', id),
    queryFn: ({ signal }) => getStaffQuote(id, signal),
  });

export const useStaffQuote = (viewer: Viewer, id: number) =>
  useQuery({ ...staffQuoteQueryOptions(viewer, id), enabled: viewer !== null });
