import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PaymentDetailSchema } from '@shop/shared';
import { apiClient } from '../../../lib/api-client';
import { queryKeys, type Viewer } from '../../../lib/query-keys';

export interface RecordRefundVariables {
  orderId: number;
  /** How the money went back (a transfer's date and receipt…): audited, and kept on the refund. */
  note: string;
}

/** The money of a cancelled order was given back by hand: recorded, and the customer told. */
export const recordRefund = ({ orderId, note }: RecordRefundVariables) =>
  apiClient.post(`/api/payments/${orderId}/refund`, { note }, PaymentDetailSchema);

export function useRecordRefund(viewer: Viewer) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordRefund,
    onSuccess: (detail) => {
      queryClient.setQueryData(queryKeys.payments.detail(viewer, detail.orderId), detail);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.payments.lists() }),
        // The history shows the payment status too, and the order's audit gained an entry.
        queryClient.invalidateQueries({ queryKey: queryKeys.history.all }),
      ]);
    },
  });
}
