import { useMutation } from '@tanstack/react-query';
import { AccountUpdateResponseSchema, type TypeRequestDecision } from '@shop/shared';
import { apiClient } from '../../../lib/api-client';
import type { Viewer } from '../../../lib/query-keys';
import { useClientChangeSettled } from './update-client';

interface DecideMunicipalityRequestVariables {
  id: number;
  decision: TypeRequestDecision;
}

/** Approves or rejects the city a customer asked to move to; the customer gets a mail either way. */
export const decideMunicipalityRequest = ({ id, decision }: DecideMunicipalityRequestVariables) =>
  apiClient.post(`/api/auth/${id}/municipality-request`, decision, AccountUpdateResponseSchema);

export function useDecideMunicipalityRequest(viewer: Viewer) {
  const settle = useClientChangeSettled(viewer);
  return useMutation({
    mutationFn: decideMunicipalityRequest,
    onSuccess: ({ account }, { id }) => settle(id, account),
  });
}
