import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AccountUpdateResponseSchema, type ProfileUpdate } from '@shop/shared';
import { apiClient } from '../../../lib/api-client';
import { queryKeys, type Viewer } from '../../../lib/query-keys';

/**
 * Only the fields that changed (docs/architecture.md, "Contract: states and transitions"); the
 * server answers the whole account.
 */
export const updateProfile = (input: ProfileUpdate) =>
  apiClient.patch('/api/profile', input, AccountUpdateResponseSchema);

export function useUpdateProfile(viewer: Viewer) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ account, changed }) => {
      queryClient.setQueryData(queryKeys.account.detail(viewer, account.id), account);
      // The session carries the full name; read it again in the background.
      if (changed) void queryClient.invalidateQueries({ queryKey: queryKeys.session });
    },
  });
}
