import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AccountUpdateResponseSchema, type ClientTypeUpdate } from '@shop/shared';
import { apiClient } from '../../../lib/api-client';
import { queryKeys, type Viewer } from '../../../lib/query-keys';

interface UpdateClientTypeVariables {
  id: number;
  input: ClientTypeUpdate;
}

/**
 * The customer's own client type (ADR 005): 'Cliente final' applies at once, any other type is
 * stored as a request for an administrator and the account keeps its type and prices meanwhile.
 */
export const updateClientType = ({ id, input }: UpdateClientTypeVariables) =>
  apiClient.patch(`/api/auth/update/${id}`, input, AccountUpdateResponseSchema);

export function useUpdateClientType(viewer: Viewer) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateClientType,
    onSuccess: ({ account, changed }, { id }) => {
      queryClient.setQueryData(queryKeys.account.detail(viewer, id), account);
      if (!changed) return;
      // The type sets the prices: the session and everything priced are read again (in the
      // background: the answer is already on screen).
      for (const queryKey of [
        queryKeys.session,
        queryKeys.products.all,
        queryKeys.cart.all,
        queryKeys.wishlist.all,
      ]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}
