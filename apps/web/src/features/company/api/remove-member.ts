import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompanyPeople } from '@shop/shared';
import { apiClient } from '../../../lib/api-client';
import { queryKeys, type Viewer } from '../../../lib/query-keys';

/** Takes a member out of the company; the server ends their sessions at once. */
export const removeMember = (userId: number) => apiClient.delete(`/api/company/members/${userId}`);

export function useRemoveMember(viewer: Viewer) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeMember,
    onSuccess: (_, userId) =>
      queryClient.setQueryData<CompanyPeople>(queryKeys.company.people(viewer), (people) =>
        people ? { ...people, members: people.members.filter((m) => m.userId !== userId) } : people,
      ),
  });
}
