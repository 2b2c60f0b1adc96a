import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentSection } from '@shop/shared';
import { apiClient, lazyParser } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const ContentListSchema = lazyParser(async () =>
  (await import('../../../lib/first-screen-schemas')).ContentSectionSchema.array(),
);

/** Every content section in its order: banners, home groups, login, contact buttons, footer. */
export const getContents = (signal?: AbortSignal) =>
  apiClient.get('/api/contents', ContentListSchema, signal);

export const contentsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.contents.list(),
    queryFn: ({ signal }) => getContents(signal),
    staleTime: 5 * 60_000,
  });

export const useContents = () => useQuery(contentsQueryOptions());

const findSection = (name: string) => (sections: ContentSection[]) =>
  sections.find((section) => section.name === name) ?? null;

/** One named section (CONTENT_SECTIONS), or null when the shop has not created it. */
export const useContentSection = (name: string) =>
  useQuery({ ...contentsQueryOptions(), select: findSection(name) });
