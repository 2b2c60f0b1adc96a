import { queryOptions, useQuery } from '@tanstack/react-query';
import { StaffOrderDetailSchema } from '@shop/shared';
import { apiClient } from '../../../lib/api-client';
import { queryKeys, type Viewer } from '../../../lib/query-keys';

/** Any order read in full, with who the customer is (ADMIN_ORDERS). */
export const getStaffOrder = (id: number, signal?: AbortSignal) =>
  apiClient.get(`/api/orders/${id}/admin`, StaffOrderDetailSchema, signal);

export const staffOrderQueryOptions = (viewer: Viewer, id: number) =>
  queryOptions({
    queryKey: queryKeys.history.detail(viewer, 'order', id),
    queryFn: ({ signal }) => getStaffOrder(id, signal),
  });

export const useStaffOrder = (viewer: Viewer, id: number) =>
  useQuery({ ...staffOrderQueryOptions(viewer, id), enabled: viewer !== null });
