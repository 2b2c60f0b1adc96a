import {
  ContentSectionSchema,
  type ContentCreate,
  type ContentMove,
  type ContentUpdate,
} from '@shop/shared';
import { apiClient } from '../../../lib/api-client';
import { useContentWrite } from './use-content-write';

const SectionListSchema = ContentSectionSchema.array();

export const useCreateSection = () =>
  useContentWrite((input: ContentCreate) =>
    apiClient.post('/api/contents', input, ContentSectionSchema),
  );

export const useUpdateSection = () =>
  useContentWrite(({ id, changes }: { id: number; changes: ContentUpdate }) =>
    apiClient.patch(`/api/contents/${id}`, changes, ContentSectionSchema),
  );

/** Refused (409) for the first going up and the last going down. */
export const useMoveSection = () =>
  useContentWrite(({ id, direction }: { id: number } & ContentMove) =>
    apiClient.post(`/api/contents/${id}/move`, { direction }, SectionListSchema),
  );

export const useDeleteSection = () =>
  useContentWrite((id: number) => apiClient.delete(`/api/contents/${id}`));
