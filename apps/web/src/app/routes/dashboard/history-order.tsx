import { useParams } from 'react-router';
import { DEFAULT_DOCUMENT_TERMS, DOCUMENT_DETAIL_MESSAGES, ORDER_MESSAGES } from '@shop/shared';
import { DocumentQueryState } from '../../../components/documents/document-query-state';
import { NotFoundState } from '../../../components/errors/not-found-state';
import { DashboardPage } from '../../../components/layouts/dashboard-page';
import { PaymentStatusBadge } from '../../../components/ui/badge/payment-status-badge';
import { useConfig } from '../../../features/config/api/get-config';
import { useStaffOrder } from '../../../features/admin-history/api/get-staff-order';
import { HistoryStatusBadge } from '../../../features/admin-history/components/history-status-badge';
import { StaffOrderDetailView } from '../../../features/admin-history/components/staff-order-detail';
import { formatLongDateTime } from '../../../utils/format';
import { parseId } from '../../../utils/parse-id';
import { HISTORY_CRUMB } from './history-crumb';
import { useStaffViewer } from './use-staff-viewer';

const NOT_FOUND_TITLE = 'Orden no encontrada';

/** /dashboard/history/orders/{id} (ADMIN_ORDERS): one order in full, opened from the history. */
export function HistoryOrderRoute() {
  const id = parseId(useParams().id);
  if (id === null)
    return <NotFoundState title={NOT_FOUND_TITLE} message={ORDER_MESSAGES.orderNotFound} />;
  return <HistoryOrderPage key={id} id={id} />;
}

function HistoryOrderPage({ id }: { id: number }) {
  const viewer = useStaffViewer();
  const order = useStaffOrder(viewer, id);
  const terms = useConfig().data?.documentTerms ?? DEFAULT_DOCUMENT_TERMS;
  return (
    <DocumentQueryState
      query={order}
      notFoundTitle={NOT_FOUND_TITLE}
      loadFailed={DOCUMENT_DETAIL_MESSAGES.orderLoadFailed}
    >
      {(data) => (
        <DashboardPage
          title={`Orden ${data.customId}`}
          parents={HISTORY_CRUMB}
          summary={
            <>
              <HistoryStatusBadge status={data.status} />{' '}
              <PaymentStatusBadge status={data.paymentStatus} /> Realizada el{' '}
              <time dateTime={data.createdAt}>{formatLongDateTime(data.createdAt)}</time>
            </>
          }
        >
          <StaffOrderDetailView viewer={viewer} order={data} terms={terms} />
        </DashboardPage>
      )}
    </DocumentQueryState>
  );
}
