import { useNavigate, useSearchParams } from 'react-router';
import { DashboardPage } from '../../../components/layouts/dashboard-page';
import { PagedRecords } from '../../../components/ui/record-table/paged-records';
import { usePayments } from '../../../features/admin-payments/api/get-payments';
import { PaymentDetailDialog } from '../../../features/admin-payments/components/payment-detail-dialog';
import { PaymentsFiltersForm } from '../../../features/admin-payments/components/payments-filters-form';
import {
  PaymentsEmpty,
  PaymentsTable,
} from '../../../features/admin-payments/components/payments-table';
import { PAYMENTS_MESSAGES } from '../../../features/admin-payments/utils/labels';
import {
  DETAIL_PARAM,
  hasPaymentFilters,
  paymentsQuery,
  paymentsSearch,
  readOpenOrder,
  readPaymentFilters,
  type PaymentFilters,
} from '../../../features/admin-payments/utils/payment-filters';
import { usePageParam } from '../../../hooks/use-page-param';
import { useStaffViewer } from './use-staff-viewer';

/**
 * /dashboard/payments 'Pagos' (ADMIN_PAYMENTS): every order's money, newest first, 20 a page,
 * filtered by payment status, method or customer; one order's attempts, money and refund in a
 * dialog. Filters, page and the open order live in the address, so a view can be shared.
 */
export function PaymentsRoute() {
  const viewer = useStaffViewer();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { page, hrefFor } = usePageParam();
  const filters = readPaymentFilters(params);
  const payments = usePayments(viewer, paymentsQuery(filters, page));
  const openOrder = readOpenOrder(params);
  const filter = (next: PaymentFilters) => void navigate({ search: paymentsSearch(next) });
  const open = (orderId: number | null) => {
    const next = new URLSearchParams(params);
    if (orderId === null) next.delete(DETAIL_PARAM);
    else next.set(DETAIL_PARAM, String(orderId));
    const search = next.toString();
    void navigate({ search: search ? `?${search}` : '' }, { replace: orderId === null });
  };

  return (
    <DashboardPage
      title="Pagos"
      summary="El dinero de cada orden: pagos en línea, lo recibido y los reembolsos por hacer."
    >
      <PaymentsFiltersForm key={filters.search ?? ''} filters={filters} onChange={filter} />
      <PagedRecords
        query={payments}
        records={(data) => data.payments}
        page={page}
        hrefFor={hrefFor}
        loadFailed={PAYMENTS_MESSAGES.loadFailed}
        empty={<PaymentsEmpty filtered={hasPaymentFilters(filters)} onClear={() => filter({})} />}
      >
        {(rows) => <PaymentsTable entries={rows} onOpen={(entry) => open(entry.orderId)} />}
      </PagedRecords>
      <PaymentDetailDialog viewer={viewer} orderId={openOrder} onClose={() => open(null)} />
    </DashboardPage>
  );
}
