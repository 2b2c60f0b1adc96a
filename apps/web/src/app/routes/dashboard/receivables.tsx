import { formatCop } from '@shop/shared';
import { LoadProblem } from '../../../components/errors/load-problem';
import { DashboardPage } from '../../../components/layouts/dashboard-page';
import { RecordTableSkeleton } from '../../../components/ui/record-table/record-table';
import { useReceivables } from '../../../features/admin-receivables/api/get-receivables';
import { Figures } from '../../../features/admin-receivables/components/figures';
import { ReceivablesDownloadButton } from '../../../features/admin-receivables/components/receivables-download-button';
import {
  ReceivablesEmpty,
  ReceivablesTable,
} from '../../../features/admin-receivables/components/receivables-table';
import { ageingFigures } from '../../../features/admin-receivables/utils/ageing';
import { RECEIVABLES_MESSAGES } from '../../../features/admin-receivables/utils/messages';
import { useErrorToast } from '../../../hooks/use-error-toast';
import { formatDate } from '../../../utils/format';
import { useStaffViewer } from './use-staff-viewer';
import styles from './receivables.module.css';

/**
 * /dashboard/receivables 'Cartera' (ADMIN_PAYMENTS): what each company owes on its credit line,
 * by days past the due date, with the totals; each company opens its orders to record payments.
 */
export function ReceivablesRoute() {
  const viewer = useStaffViewer();
  const receivables = useReceivables(viewer);
  const data = receivables.data;
  useErrorToast(receivables.isError && !data, RECEIVABLES_MESSAGES.loadFailed);

  return (
    <DashboardPage
      title="Cartera"
      summary={
        data
          ? `Crédito empresarial al ${formatDate(data.asOf)}: días de mora contados desde la fecha de vencimiento.`
          : null
      }
      actions={<ReceivablesDownloadButton />}
    >
      {data ? (
        data.companies.length ? (
          <div className={styles.layout}>
            <Figures
              label="Totales de la cartera"
              figures={[
                { label: 'Saldo por cobrar', value: formatCop(data.totals.owed), lead: true },
                {
                  label: 'Vencido',
                  value: formatCop(data.totals.overdue),
                  danger: data.totals.overdue > 0,
                  lead: true,
                },
                { label: 'Disponible', value: formatCop(data.totals.available) },
                { label: 'Cupo otorgado', value: formatCop(data.totals.limit) },
              ]}
            />
            <section aria-labelledby="receivables-ageing" className={styles.section}>
              <h2 id="receivables-ageing" className={styles.heading}>
                Por antigüedad
              </h2>
              <Figures label="Totales por antigüedad" figures={ageingFigures(data.totals.ageing)} />
            </section>
            <ReceivablesTable companies={data.companies} />
          </div>
        ) : (
          <ReceivablesEmpty />
        )
      ) : receivables.isError ? (
        <LoadProblem
          message={RECEIVABLES_MESSAGES.loadFailed}
          onRetry={() => void receivables.refetch()}
          isRetrying={receivables.isFetching}
        />
      ) : (
        <RecordTableSkeleton />
      )}
    </DashboardPage>
  );
}
