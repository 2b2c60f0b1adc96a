import { queryOptions, useQuery } from '@tanstack/react-query';
import { ContentSectionSchema } from '@shop/shared';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const SectionListSchema = ContentSectionSchema.array();

/** Every section in its order: the storefront's list, read fresh on each visit of the screen. */
export const sectionsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.contents.list(),
    queryFn: ({ signal }) => apiClient.get('/api/contents', SectionListSchema, signal),
    staleTime: 0,
  });

export const useSections = () => useQuery(sectionsQueryOptions());

export const useSection = (id: number) =>
  useQuery({
    queryKey: queryKeys.contents.section(id),
    queryFn: ({ signal }) => apiClient.get(`/api/contents/${id}`, ContentSectionSchema, signal),
    staleTime: 0,
  });
