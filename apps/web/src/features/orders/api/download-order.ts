import type { OrderSummary } from '@shop/shared';
import { useFileDownload } from '../../../hooks/use-file-download';
import { apiClient } from '../../../lib/api-client';

/** The order as a PDF. */
export const downloadOrder = (id: number) => apiClient.file(`/api/order/${id}`, 'application/pdf');

/** Saves it as 'ORD-2026-00001.pdf', the name the server gives it too. */
export const useDownloadOrder = (order: Pick<OrderSummary, 'id' | 'customId'>) =>
  useFileDownload(() => downloadOrder(order.id), `${order.customId}.pdf`);
