import { useMutation } from '@tanstack/react-query';
import { RegistrationResponseSchema, type RegistrationInput } from '@shop/shared';
import { apiClient } from '../../../lib/api-client';

export const registerAccount = (input: RegistrationInput) =>
  apiClient.post('/api/auth/register', input, RegistrationResponseSchema);

export const useRegisterMutation = () => useMutation({ mutationFn: registerAccount });
