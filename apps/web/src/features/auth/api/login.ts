import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SessionResponseSchema, type LoginInput } from '@shop/shared';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { rememberSession } from '../utils/session-flag';

export const login = (input: LoginInput) =>
  apiClient.post('/api/auth/login', input, SessionResponseSchema);

export function useLoginMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: ({ user }) => {
      rememberSession();
      queryClient.setQueryData(queryKeys.session, user);
    },
  });
}
