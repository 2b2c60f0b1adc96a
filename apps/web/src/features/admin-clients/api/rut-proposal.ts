import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import {
  AccountUpdateResponseSchema,
  RutProposalAnswerSchema,
  type RutProposalDecision,
} from '@shop/shared';
import { apiClient } from '../../../lib/api-client';
import { queryKeys, type Viewer } from '../../../lib/query-keys';
import { useClientChangeSettled } from './update-client';

/** What the shop read on the client's RUT and proposes for its tax profile (null: nothing read). */
export const getRutProposal = (id: number, signal?: AbortSignal) =>
  apiClient.get(`/api/auth/${id}/rut-proposal`, RutProposalAnswerSchema, signal);

export const rutProposalQueryOptions = (viewer: Viewer, id: number) =>
  queryOptions({
    queryKey: queryKeys.clients.rutProposal(viewer, id),
    queryFn: ({ signal }) => getRutProposal(id, signal),
    staleTime: 0,
  });

export const useRutProposal = (viewer: Viewer, id: number) =>
  useQuery(rutProposalQueryOptions(viewer, id));

/** Confirms the proposal, or applies it with staff's corrections, with the reason. */
export const decideRutProposal = ({
  id,
  decision,
}: {
  id: number;
  decision: RutProposalDecision;
}) => apiClient.post(`/api/auth/${id}/rut-proposal`, decision, AccountUpdateResponseSchema);

export function useDecideRutProposal(viewer: Viewer) {
  const settle = useClientChangeSettled(viewer);
  return useMutation({
    mutationFn: decideRutProposal,
    onSuccess: ({ account }, { id }) => settle(id, account),
  });
}
