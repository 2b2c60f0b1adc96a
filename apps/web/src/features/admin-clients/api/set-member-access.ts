import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CompanyMemberSchema, type CompanyMember } from '@shop/shared';
import { apiClient } from '../../../lib/api-client';
import { queryKeys, type Viewer } from '../../../lib/query-keys';

interface SetMemberAccessVariables {
  clientId: number;
  userId: number;
  active: boolean;
}

/** Turns a member's access off (their sessions end at once) or back on. */
export const setMemberAccess = ({ clientId, userId, active }: SetMemberAccessVariables) =>
  apiClient.patch(`/api/auth/${clientId}/members/${userId}`, { active }, CompanyMemberSchema);

export function useSetMemberAccess(viewer: Viewer) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setMemberAccess,
    onSuccess: (member, { clientId }) =>
      queryClient.setQueryData<{ members: CompanyMember[] }>(
        queryKeys.clients.members(viewer, clientId),
        (list) =>
          list && {
            members: list.members.map((m) => (m.userId === member.userId ? member : m)),
          },
      ),
  });
}
