import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CompanyMemberSchema, type CompanyPeople, type CompanyRole } from '@shop/shared';
import { apiClient } from '../../../lib/api-client';
import { queryKeys, type Viewer } from '../../../lib/query-keys';

interface ChangeMemberRoleVariables {
  userId: number;
  role: CompanyRole;
}

/** A member's company role; the last active administrator keeps theirs (409). */
export const changeMemberRole = ({ userId, role }: ChangeMemberRoleVariables) =>
  apiClient.patch(`/api/company/members/${userId}`, { role }, CompanyMemberSchema);

export function useChangeMemberRole(viewer: Viewer) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeMemberRole,
    onSuccess: (member) => {
      queryClient.setQueryData<CompanyPeople>(queryKeys.company.people(viewer), (people) =>
        people
          ? {
              ...people,
              members: people.members.map((m) => (m.userId === member.userId ? member : m)),
            }
          : people,
      );
      // An administrator who gave up the role reads the session again: the page changes with it.
      if (member.userId === viewer)
        void queryClient.invalidateQueries({ queryKey: queryKeys.session });
    },
  });
}
