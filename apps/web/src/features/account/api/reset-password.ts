import { useMutation } from '@tanstack/react-query';
import { MessageResponseSchema, type PasswordResponseInput } from '@shop/shared';
import { apiClient } from '../../../lib/api-client';

/** Sets a new password with the token of the recovery mail; no session needed. */
export const resetPassword = (input: PasswordResponseInput) =>
  apiClient.post('/api/auth/password-response', input, MessageResponseSchema);

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
