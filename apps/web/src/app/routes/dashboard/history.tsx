import { useNavigate, useSearchParams } from 'react-router';
import { HISTORY_MESSAGES, HISTORY_SORT_KEYS } from '@shop/shared';
import { DashboardPage } from '../../../components/layouts/dashboard-page';
import { PagedRecords } from '../../../components/ui/record-table/paged-records';
import { sortParamsOf, useSortParam } from '../../../components/ui/record-table/use-sort-param';
import { useHistory } from '../../../features/admin-history/api/get-history';
import { HistoryFiltersForm } from '../../../features/admin-history/components/history-filters-form';
import {
  HistoryEmpty,
  HistoryTable,
} from '../../../features/admin-history/components/history-table';
import {
  hasFilters,
  historyQuery,
  historyQueryProblem,
  historySearch,
  readHistoryFilters,
  type HistoryFilters,
} from '../../../features/admin-history/utils/history-filters';
import { useSession } from '../../../features/auth/api/get-session';
import { usePageParam } from '../../../hooks/use-page-param';
import { MailOff } from './mail-off';

/**
 * /dashboard/history 'Órdenes y Cotizaciones' (ADMIN_ORDERS): every customer's quotes and orders,
 * newest first, 10 a page; filters and page live in the address so a view can be shared or kept.
 */
export function HistoryRoute() {
  const viewer = useSession().data?.id ?? null;
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { page, hrefFor } = usePageParam();
  const filters = readHistoryFilters(params);
  const { sort, query: sortQuery } = useSortParam(HISTORY_SORT_KEYS, {
    key: 'createdAt',
    order: 'desc',
  });
  const query = { ...historyQuery(filters, page), ...sortQuery };
  const problem = historyQueryProblem(query);
  const history = useHistory(viewer, query, !problem);
  const filter = (next: HistoryFilters) =>
    void navigate({ search: historySearch(next, sortParamsOf(params)) });

  return (
    <DashboardPage
      title="Órdenes y Cotizaciones"
      summary="Cotizaciones y órdenes de todos los clientes, de la más reciente a la más antigua."
    >
      <MailOff>El cliente no recibirá aviso de los cambios de estado de sus órdenes.</MailOff>
      <HistoryFiltersForm filters={filters} onChange={filter} problem={problem} />
      {problem ? null : (
        <PagedRecords
          query={history}
          records={(data) => data.history}
          page={page}
          hrefFor={hrefFor}
          loadFailed={HISTORY_MESSAGES.loadFailed}
          empty={<HistoryEmpty filtered={hasFilters(filters)} onClear={() => filter({})} />}
        >
          {(rows) => <HistoryTable viewer={viewer} entries={rows} sort={sort} />}
        </PagedRecords>
      )}
    </DashboardPage>
  );
}
