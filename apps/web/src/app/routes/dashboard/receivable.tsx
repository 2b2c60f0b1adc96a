import { useState } from 'react';
import { useParams } from 'react-router';
import { CREDIT_LINE_STATUS_LABELS, formatCop, type CreditOrder } from '@shop/shared';
import { LoadProblem } from '../../../components/errors/load-problem';
import { NotFoundState } from '../../../components/errors/not-found-state';
import { DashboardPage } from '../../../components/layouts/dashboard-page';
import { RecordTableSkeleton } from '../../../components/ui/record-table/record-table';
import { paths } from '../../../config/paths';
import { useCompanyReceivable } from '../../../features/admin-receivables/api/get-company-receivable';
import {
  CreditOrdersEmpty,
  CreditOrdersTable,
} from '../../../features/admin-receivables/components/credit-orders-table';
import { Figures } from '../../../features/admin-receivables/components/figures';
import { RecordPaymentDialog } from '../../../features/admin-receivables/components/record-payment-dialog';
import { ageingFigures } from '../../../features/admin-receivables/utils/ageing';
import { RECEIVABLES_MESSAGES } from '../../../features/admin-receivables/utils/messages';
import { useErrorToast } from '../../../hooks/use-error-toast';
import { isApiError } from '../../../lib/api-client';
import { parseId } from '../../../utils/parse-id';
import { useStaffViewer } from './use-staff-viewer';
import styles from './receivables.module.css';

const CARTERA_CRUMB = [{ label: 'Cartera', href: paths.dashboardReceivables.getHref() }];

/** /dashboard/receivables/{id}: one company's line and its open orders on credit, to record payments. */
export function ReceivableRoute() {
  const id = parseId(useParams().id);
  if (id === null) return <CompanyMissing />;
  return <CompanyReceivableView key={id} id={id} />;
}

function CompanyReceivableView({ id }: { id: number }) {
  const viewer = useStaffViewer();
  const receivable = useCompanyReceivable(viewer, id);
  const [recording, setRecording] = useState<CreditOrder | null>(null);
  const missing =
    isApiError(receivable.error) && receivable.error.status === 404 ? receivable.error : null;
  useErrorToast(
    receivable.isError && !missing && !receivable.data,
    RECEIVABLES_MESSAGES.companyLoadFailed,
  );
  const data = receivable.data;

  if (missing) return <CompanyMissing message={missing.message} />;
  const company = data?.company;
  return (
    <DashboardPage
      parents={CARTERA_CRUMB}
      title={company?.businessName ?? 'Empresa'}
      summary={
        company
          ? `NIT ${company.nit} · línea ${CREDIT_LINE_STATUS_LABELS[company.status].toLowerCase()} a ${company.termDays} días`
          : null
      }
    >
      {data && company ? (
        <div className={styles.layout}>
          <Figures
            label={`Crédito de ${company.businessName}`}
            figures={[
              { label: 'Saldo por cobrar', value: formatCop(company.owed), lead: true },
              {
                label: 'Vencido',
                value: formatCop(company.overdue),
                danger: company.overdue > 0,
                lead: true,
              },
              { label: 'Disponible', value: formatCop(company.available) },
              { label: 'Cupo', value: formatCop(company.limit) },
            ]}
          />
          <Figures label="Saldo por antigüedad" figures={ageingFigures(company.ageing)} />
          <section aria-labelledby="receivable-orders" className={styles.section}>
            <h2 id="receivable-orders" className={styles.heading}>
              Órdenes por cobrar
            </h2>
            {data.orders.length ? (
              <CreditOrdersTable orders={data.orders} onRecord={setRecording} />
            ) : (
              <CreditOrdersEmpty />
            )}
          </section>
          <RecordPaymentDialog order={recording} onClose={() => setRecording(null)} />
        </div>
      ) : receivable.isError ? (
        <LoadProblem
          message={RECEIVABLES_MESSAGES.companyLoadFailed}
          onRetry={() => void receivable.refetch()}
          isRetrying={receivable.isFetching}
        />
      ) : (
        <RecordTableSkeleton />
      )}
    </DashboardPage>
  );
}

function CompanyMissing({ message = RECEIVABLES_MESSAGES.companyMissing }: { message?: string }) {
  return (
    <NotFoundState
      title="Empresa sin crédito"
      message={message}
      hint="Vuelva a la cartera y elija la empresa en la lista."
    />
  );
}
