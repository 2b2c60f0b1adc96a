import { useMutation } from '@tanstack/react-query';
import { AccountUpdateResponseSchema, type TypeRequestDecision } from '@shop/shared';
import { apiClient } from '../../../lib/api-client';
import type { Viewer } from '../../../lib/query-keys';
import { useClientChangeSettled } from './update-client';

interface DecideTypeRequestVariables {
  id: number;
  decision: TypeRequestDecision;
}

/** Approves or rejects the client type a customer asked for; the customer gets a mail either way. */
export const decideTypeRequest = ({ id, decision }: DecideTypeRequestVariables) =>
  apiClient.post(`/api/auth/${id}/type-request`, decision, AccountUpdateResponseSchema);

export function useDecideTypeRequest(viewer: Viewer) {
  const settle = useClientChangeSettled(viewer);
  return useMutation({
    mutationFn: decideTypeRequest,
    onSuccess: ({ account }, { id }) => settle(id, account),
  });
}
