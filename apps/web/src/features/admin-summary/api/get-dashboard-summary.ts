import { queryOptions, useQuery } from '@tanstack/react-query';
import { DashboardSummarySchema } from '@shop/shared';
import { apiClient } from '../../../lib/api-client';
import { queryKeys, type Viewer } from '../../../lib/query-keys';

export const getDashboardSummary = (signal?: AbortSignal) =>
  apiClient.get('/api/dashboard/summary', DashboardSummarySchema, signal);

export const dashboardSummaryQueryOptions = (viewer: Viewer) =>
  queryOptions({
    queryKey: queryKeys.dashboardSummary(viewer),
    queryFn: ({ signal }) => getDashboardSummary(signal),
    // Orders and registrations arrive at any time: read again on each visit.
    staleTime: 0,
  });

export const useDashboardSummary = (viewer: Viewer) =>
  useQuery(dashboardSummaryQueryOptions(viewer));
