import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PaymentDetailSchema, type StaffPaymentInput } from '@shop/shared';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

interface RecordPaymentVariables {
  orderId: number;
  payment: StaffPaymentInput;
}

/** 'Registrar abono': money received against an order on credit (POST /api/payments/{id}/received). */
export const recordPayment = ({ orderId, payment }: RecordPaymentVariables) =>
  apiClient.post(`/api/payments/${orderId}/received`, payment, PaymentDetailSchema);

/** After a payment every figure of the cartera moves: the list and the company are read again. */
export function useRecordPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordPayment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.receivables.all }),
  });
}
