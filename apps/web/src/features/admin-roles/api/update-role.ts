import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RoleSchema, type RoleUpdate } from '@shop/shared';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

interface UpdateRoleVariables {
  id: number;
  /** Only the fields that changed (docs/architecture.md, "Contract: API calls"). */
  changes: RoleUpdate;
}

export const updateRole = ({ id, changes }: UpdateRoleVariables) =>
  apiClient.patch(`/api/roles/${id}`, changes, RoleSchema);

export function useUpdateRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.roles.all }),
  });
}
