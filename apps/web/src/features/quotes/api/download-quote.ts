import type { QuoteSummary } from '@shop/shared';
import { useFileDownload } from '../../../hooks/use-file-download';
import { apiClient } from '../../../lib/api-client';

/** The quote as a PDF. */
export const downloadQuote = (id: number) => apiClient.file(`/api/quote/${id}`, 'application/pdf');

/** Saves it as 'COT-2026-00001.pdf', the name the server gives it too. */
export const useDownloadQuote = (quote: Pick<QuoteSummary, 'id' | 'customId'>) =>
  useFileDownload(() => downloadQuote(quote.id), `${quote.customId}.pdf`);
