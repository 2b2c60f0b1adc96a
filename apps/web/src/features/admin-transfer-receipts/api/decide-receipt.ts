import { useMutation, useQueryClient } from '@tanstack/react-query';
import { StaffReceiptSchema, type ConfirmReceiptInput } from '@shop/shared';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const confirmReceipt = (id: number, input: ConfirmReceiptInput) =>
  apiClient.post(`/api/transfer-receipts/${id}/confirm`, input, StaffReceiptSchema);

export const rejectReceipt = (id: number, reason: string) =>
  apiClient.post(`/api/transfer-receipts/${id}/reject`, { reason }, StaffReceiptSchema);

/**
 * Either decision, then the pending list again: also after a refusal, since a 409 means someone
 * else decided it and the list should drop it.
 */
function useDecision<V>(send: (values: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: queryKeys.transferReceipts.pendings() }),
  });
}

export const useConfirmReceipt = () =>
  useDecision(({ id, input }: { id: number; input: ConfirmReceiptInput }) =>
    confirmReceipt(id, input),
  );

export const useRejectReceipt = () =>
  useDecision(({ id, reason }: { id: number; reason: string }) => rejectReceipt(id, reason));
