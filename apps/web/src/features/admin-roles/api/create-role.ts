import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RoleSchema, type RoleCreate } from '@shop/shared';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const createRole = (input: RoleCreate) => apiClient.post('/api/roles', input, RoleSchema);

export function useCreateRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.roles.all }),
  });
}
