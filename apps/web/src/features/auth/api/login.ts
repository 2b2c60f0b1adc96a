import { useMutation } from '@tanstack/react-query';
import { SessionResponseSchema, type LoginInput } from '@shop/shared';
import { apiClient } from '../../../lib/api-client';
import { useStartSession } from '../hooks/use-start-session';

export const login = (input: LoginInput) =>
  apiClient.post('/api/auth/login', input, SessionResponseSchema);

export function useLoginMutation() {
  const startSession = useStartSession();
  return useMutation({
    mutationFn: login,
    onSuccess: ({ user }) => startSession(user),
  });
}
