import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TRANSFER_RECEIPT_FIELD, TransferReceiptSchema } from '@shop/shared';
import { apiClient } from '../../../lib/api-client';
import { queryKeys, type Viewer } from '../../../lib/query-keys';
import { receiptsUrl } from './get-order-receipts';

/**
 * Sends the receipt with its progress (0 to 1) told to `onProgress`; the server judges the file
 * by its bytes and answers the receipt, pending review.
 */
export function uploadReceipt(orderId: number, file: File, onProgress: (sent: number) => void) {
  const body = new FormData();
  body.append(TRANSFER_RECEIPT_FIELD, file);
  return apiClient.upload(receiptsUrl(orderId), body, TransferReceiptSchema, onProgress);
}

/** The upload, then the order's receipts and the orders list (its payment status moved) again. */
export function useUploadReceipt(
  viewer: Viewer,
  orderId: number,
  onProgress: (sent: number) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadReceipt(orderId, file, onProgress),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({
          queryKey: queryKeys.transferReceipts.order(viewer, orderId),
        }),
        queryClient.invalidateQueries({ queryKey: queryKeys.orders.lists() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.orders.details() }),
      ]),
  });
}
