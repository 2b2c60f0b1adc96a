import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AccountUpdateResponseSchema, type Account, type AdminClientUpdate } from '@shop/shared';
import { apiClient } from '../../../lib/api-client';
import { queryKeys, type Viewer } from '../../../lib/query-keys';

interface UpdateClientVariables {
  id: number;
  change: AdminClientUpdate;
}

/**
 * Status, client type or roles of a client, with the reason staff gave
 * (docs/architecture.md, "Contract: states and transitions").
 */
export const updateClient = ({ id, change }: UpdateClientVariables) =>
  apiClient.patch(`/api/auth/update/${id}`, change, AccountUpdateResponseSchema);

/** After any change to a client: their detail as answered, the lists and the trail read again. */
export function useClientChangeSettled(viewer: Viewer) {
  const queryClient = useQueryClient();
  return (id: number, account: Account) => {
    queryClient.setQueryData(queryKeys.clients.detail(viewer, id), account);
    void queryClient.invalidateQueries({ queryKey: queryKeys.clients.lists() });
    void queryClient.invalidateQueries({ queryKey: queryKeys.clients.audits(id) });
    void queryClient.invalidateQueries({ queryKey: [...queryKeys.clients.all, 'rut-proposal'] });
  };
}

export function useUpdateClient(viewer: Viewer) {
  const settle = useClientChangeSettled(viewer);
  return useMutation({
    mutationFn: updateClient,
    onSuccess: ({ account }, { id }) => settle(id, account),
  });
}
