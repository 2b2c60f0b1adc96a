import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SessionResponseSchema, type ChangePasswordInput } from '@shop/shared';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * The signed-in user's password. The server ends every older session and sets a fresh cookie for
 * this browser (docs/architecture.md, departure 9), so the user stays signed in here.
 */
export const changePassword = (input: ChangePasswordInput) =>
  apiClient.post('/api/auth/change-password', input, SessionResponseSchema);

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: ({ user }) => queryClient.setQueryData(queryKeys.session, user),
  });
}
