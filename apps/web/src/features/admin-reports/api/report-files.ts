import type { ReportPeriodQuery } from '@shop/shared';
import { useStreamedDownload, type DownloadTarget } from '../../../hooks/use-streamed-download';
import { periodSearch } from '../utils/report-period';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Where each Excel report comes from. The server names the file (`ventas-2026-11-24-mes.xlsx`);
 * the fallback name only serves if an answer ever arrives without one.
 */
export const reportFiles = {
  clients: (): DownloadTarget => ({
    url: '/api/reports/generate-clients',
    fallbackName: 'clientes.xlsx',
  }),
  sales: (query: ReportPeriodQuery): DownloadTarget => ({
    url: `/api/reports/generate-sales?${periodSearch(query)}`,
    fallbackName: `ventas-${query.date}.xlsx`,
  }),
  stock: (): DownloadTarget => ({
    url: '/api/reports/generate-stock',
    fallbackName: 'inventario.xlsx',
  }),
};

/** One report's download, with its progress. */
export const useReportDownload = () => useStreamedDownload(XLSX);
