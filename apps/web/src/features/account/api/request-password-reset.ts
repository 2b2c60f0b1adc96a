import { useMutation } from '@tanstack/react-query';
import { MessageResponseSchema, type PasswordRequestInput } from '@shop/shared';
import { apiClient } from '../../../lib/api-client';

/**
 * Asks for a recovery mail. The answer reads the same whether or not the address has an account
 * (docs/architecture.md, departure 3); too many requests answer 429 with a Spanish message.
 */
export const requestPasswordReset = (input: PasswordRequestInput) =>
  apiClient.post('/api/auth/password-request', input, MessageResponseSchema);

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
