import { useQuery } from '@tanstack/react-query';
import { InfoPageAdminSchema, type InfoPageCreate, type InfoPageUpdate } from '@shop/shared';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useContentWrite } from './use-content-write';

/** The information pages the footer links to (ADMIN_CONTENTS), in their order. */
export const useInfoPages = () =>
  useQuery({
    queryKey: queryKeys.contents.pages(),
    queryFn: ({ signal }) => apiClient.get('/api/pages', InfoPageAdminSchema.array(), signal),
    staleTime: 0,
  });

export const useCreateInfoPage = () =>
  useContentWrite((input: InfoPageCreate) =>
    apiClient.post('/api/pages', input, InfoPageAdminSchema),
  );

export const useUpdateInfoPage = () =>
  useContentWrite(({ slug, changes }: { slug: string; changes: InfoPageUpdate }) =>
    apiClient.patch(`/api/pages/${slug}`, changes, InfoPageAdminSchema),
  );

export const useDeleteInfoPage = () =>
  useContentWrite((slug: string) => apiClient.delete(`/api/pages/${slug}`));
