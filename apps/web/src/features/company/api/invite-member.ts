import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  CompanyInvitationSchema,
  type CompanyInvitationInput,
  type CompanyPeople,
} from '@shop/shared';
import { apiClient } from '../../../lib/api-client';
import { queryKeys, type Viewer } from '../../../lib/query-keys';

/** Mails a single-use link to the colleague (POST /api/company/invitations). */
export const inviteMember = (input: CompanyInvitationInput) =>
  apiClient.post('/api/company/invitations', input, CompanyInvitationSchema);

export function useInviteMember(viewer: Viewer) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteMember,
    onSuccess: (invitation) =>
      queryClient.setQueryData<CompanyPeople>(queryKeys.company.people(viewer), (people) =>
        people ? { ...people, invitations: [invitation, ...people.invitations] } : people,
      ),
  });
}
