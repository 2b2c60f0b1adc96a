import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, lazyParser } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { forgetSession } from '../utils/session-flag';

const OkResponse = lazyParser(
  async () => (await import('../../../lib/first-screen-schemas')).OkResponseSchema,
);

export const logout = () => apiClient.post('/api/auth/logout', undefined, OkResponse);

export function useLogoutMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      // Forget first, so the session watcher does not read the null session as an expiry.
      forgetSession();
      queryClient.setQueryData(queryKeys.session, null);
    },
  });
}
