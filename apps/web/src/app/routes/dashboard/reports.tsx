import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { ReportPeriodQuery } from '@shop/shared';
import { DashboardPage } from '../../../components/layouts/dashboard-page';
import { ReportDownloads } from '../../../features/admin-reports/components/report-downloads';
import { SalesOverview } from '../../../features/admin-reports/components/sales-overview';
import {
  bogotaToday,
  periodSearch,
  readPeriodParams,
} from '../../../features/admin-reports/utils/report-period';

/**
 * /dashboard/reports (ADMIN_REPORTS): the sales of a period as figures and a chart, and the three
 * Excel reports. The period lives in the address, so a chosen week can be linked or reloaded.
 */
export function ReportsRoute() {
  const [today] = useState(bogotaToday);
  const [params, setParams] = useSearchParams();
  const query = readPeriodParams(params, today);
  const choose = (next: ReportPeriodQuery) =>
    setParams(new URLSearchParams(periodSearch(next)), { replace: true });

  return (
    <DashboardPage
      title="Reportes"
      summary="Las ventas del periodo que elija y los informes de clientes, ventas y stock en Excel."
    >
      <SalesOverview query={query} onQueryChange={choose} today={today} />
      <ReportDownloads salesQuery={query} />
    </DashboardPage>
  );
}
