import { useStreamedDownload, type DownloadTarget } from '../../../hooks/use-streamed-download';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The cartera as an Excel workbook; the server names it after the day (`cartera-2026-03-15.xlsx`). */
export const receivablesFile = (): DownloadTarget => ({
  url: '/api/reports/generate-receivables',
  fallbackName: 'cartera.xlsx',
});

export const useReceivablesDownload = () => useStreamedDownload(XLSX);
