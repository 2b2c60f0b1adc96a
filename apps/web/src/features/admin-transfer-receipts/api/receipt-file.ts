import { useMutation, useQuery } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { TRANSFER_MESSAGES, type StaffReceipt } from '@shop/shared';
import { apiClient, clientErrorMessage } from '../../../lib/api-client';
import { openInNewTab } from '../../../lib/open-file';
import { queryKeys, type Viewer } from '../../../lib/query-keys';

/** A receipt's bytes, read with the staff member's session (never a public address). */
export const getReceiptFile = (receipt: Pick<StaffReceipt, 'id' | 'mimeType'>) =>
  apiClient.file(`/api/transfer-receipts/${receipt.id}`, receipt.mimeType);

/** An image receipt, for its preview. */
export const useReceiptImage = (viewer: Viewer, receipt: StaffReceipt | null) =>
  useQuery({
    queryKey: [...queryKeys.transferReceipts.all, 'file', viewer, receipt?.id ?? 0],
    queryFn: () => getReceiptFile(receipt!),
    enabled: receipt !== null,
  });

/** A PDF receipt in a new tab, where the browser's viewer opens it. */
export const useOpenReceiptPdf = () =>
  useMutation({
    mutationFn: (receipt: StaffReceipt) =>
      openInNewTab(() => getReceiptFile(receipt), receipt.mimeType, receipt.fileName),
    onError: (error) => toast.error(clientErrorMessage(error, TRANSFER_MESSAGES.fileFailed)),
  });
