import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  SentInvitationSchema,
  type CompanyInvitationInput,
  type CompanyPeople,
} from '@shop/shared';
import { apiClient } from '../../../lib/api-client';
import { queryKeys, type Viewer } from '../../../lib/query-keys';

/**
 * Mails a single-use link to the colleague (POST /api/company/invitations); `mailed` false: the
 * shop has no mail server yet, so the link reaches no one.
 */
export const inviteMember = (input: CompanyInvitationInput) =>
  apiClient.post('/api/company/invitations', input, SentInvitationSchema);

export function useInviteMember(viewer: Viewer) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteMember,
    onSuccess: ({ mailed: _mailed, ...invitation }) =>
      queryClient.setQueryData<CompanyPeople>(queryKeys.company.people(viewer), (people) =>
        people ? { ...people, invitations: [invitation, ...people.invitations] } : people,
      ),
  });
}
