import { useMutation } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { TRANSFER_MESSAGES, type TransferReceipt } from '@shop/shared';
import { apiClient, clientErrorMessage } from '../../../lib/api-client';
import { openInNewTab } from '../../../lib/open-file';
import { receiptsUrl } from './get-order-receipts';

/** The customer's own receipt, opened in a new tab as the browser shows its type. */
export const useOpenReceipt = () =>
  useMutation({
    mutationFn: (receipt: TransferReceipt) =>
      openInNewTab(
        () => apiClient.file(`${receiptsUrl(receipt.orderId)}/${receipt.id}`, receipt.mimeType),
        receipt.mimeType,
        receipt.fileName,
      ),
    onError: (error) => toast.error(clientErrorMessage(error, TRANSFER_MESSAGES.fileFailed)),
  });
