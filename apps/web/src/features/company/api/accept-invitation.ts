import { useMutation } from '@tanstack/react-query';
import { SessionResponseSchema, type AcceptInvitationInput } from '@shop/shared';
import { apiClient } from '../../../lib/api-client';

/** Spends the link, creates the login and signs it in: the answer is a sign-in's. */
export const acceptInvitation = (input: AcceptInvitationInput) =>
  apiClient.post('/api/company-invitations/accept', input, SessionResponseSchema);

/** The route stores the session the answer carries, as a sign-in does. */
export const useAcceptInvitation = () => useMutation({ mutationFn: acceptInvitation });
