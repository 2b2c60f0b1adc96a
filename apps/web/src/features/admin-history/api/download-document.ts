import type { HistoryEntry } from '@shop/shared';
import { useFileDownload } from '../../../hooks/use-file-download';
import { apiClient } from '../../../lib/api-client';

/** A quote's or an order's PDF, whoever the customer (ADMIN_ORDERS may read any). */
export const downloadDocument = ({ type, id }: Pick<HistoryEntry, 'type' | 'id'>) =>
  apiClient.file(`/api/${type}/${id}`, 'application/pdf');

/** Saves it as 'ORD-2026-00001.pdf' or 'COT-2026-00001.pdf', the name the server gives it too. */
export const useDownloadDocument = (entry: Pick<HistoryEntry, 'type' | 'id' | 'customId'>) =>
  useFileDownload(() => downloadDocument(entry), `${entry.customId}.pdf`);
