import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompanyPeople } from '@shop/shared';
import { apiClient } from '../../../lib/api-client';
import { queryKeys, type Viewer } from '../../../lib/query-keys';

/** 'Cancelar invitación': its link stops working. */
export const cancelInvitation = (id: number) => apiClient.delete(`/api/company/invitations/${id}`);

export function useCancelInvitation(viewer: Viewer) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelInvitation,
    onSuccess: (_, id) =>
      queryClient.setQueryData<CompanyPeople>(queryKeys.company.people(viewer), (people) =>
        people ? { ...people, invitations: people.invitations.filter((i) => i.id !== id) } : people,
      ),
  });
}
