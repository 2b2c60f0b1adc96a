import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { queryKeys, type Viewer } from '../../../lib/query-keys';

/** A RUT's PDF bytes: the API sends it as an attachment, the viewer frames it from a Blob. */
export const getRut = (uuid: string, signal?: AbortSignal) =>
  apiClient.file(`/api/files/rut/${encodeURIComponent(uuid)}`, 'application/pdf', signal);

export const rutQueryOptions = (viewer: Viewer, uuid: string) =>
  queryOptions({
    // Not cached: a tax document is read on purpose, and its bytes are not kept after leaving.
    queryKey: queryKeys.clients.rut(viewer, uuid),
    queryFn: ({ signal }) => getRut(uuid, signal),
    gcTime: 0,
    staleTime: 0,
  });

export const useRut = (viewer: Viewer, uuid: string) => useQuery(rutQueryOptions(viewer, uuid));
