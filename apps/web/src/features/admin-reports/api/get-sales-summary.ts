import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { SalesSummarySchema, type ReportPeriodQuery } from '@shop/shared';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { periodSearch } from '../utils/report-period';

/** Orders, revenue, average ticket and per-day revenue of the period holding `date`. */
export const getSalesSummary = (query: ReportPeriodQuery, signal?: AbortSignal) =>
  apiClient.get(`/api/reports/sales-summary?${periodSearch(query)}`, SalesSummarySchema, signal);

export const salesSummaryQueryOptions = (query: ReportPeriodQuery) =>
  queryOptions({
    queryKey: queryKeys.reports.salesSummary(query),
    queryFn: ({ signal }) => getSalesSummary(query, signal),
    // The last period stays on screen (dimmed) while the next one loads: no flash of skeletons.
    placeholderData: keepPreviousData,
  });

export const useSalesSummary = (query: ReportPeriodQuery) =>
  useQuery(salesSummaryQueryOptions(query));
