import { useSearchParams } from 'react-router';
import { DashboardPage } from '../../../components/layouts/dashboard-page';
import { PagedRecords } from '../../../components/ui/record-table/paged-records';
import { sortParamsOf, useSortParam } from '../../../components/ui/record-table/use-sort-param';
import { CLIENT_SORT_KEYS } from '@shop/shared';
import { useClients } from '../../../features/admin-clients/api/get-clients';
import { ClientsFilters } from '../../../features/admin-clients/components/clients-filters';
import {
  ClientsEmpty,
  ClientsTable,
} from '../../../features/admin-clients/components/clients-table';
import {
  clientFiltersQuery,
  clientListQuery,
  hasClientFilters,
  readClientFilters,
  type ClientFilters,
} from '../../../features/admin-clients/utils/client-filters';
import { CLIENT_MESSAGES } from '../../../features/admin-clients/utils/messages';
import { usePageParam } from '../../../hooks/use-page-param';
import { useStaffViewer } from './use-staff-viewer';

/**
 * /dashboard/clients: every account, newest first unless sorted, searched and filtered. The
 * filters, the sort and the page live in the address, so a filtered list can be shared and survives a reload.
 */
export function ClientsRoute() {
  const viewer = useStaffViewer();
  const [params, setParams] = useSearchParams();
  const { page, hrefFor } = usePageParam();
  const filters = readClientFilters(params);
  const { sort, query: sortQuery } = useSortParam(CLIENT_SORT_KEYS, {
    key: 'createdAt',
    order: 'desc',
  });
  const clients = useClients(viewer, { ...clientListQuery(filters, page), ...sortQuery });

  // A new filter starts again from the first page, in the same order.
  const filter = (next: ClientFilters) =>
    setParams({ ...clientFiltersQuery(next), ...sortParamsOf(params) }, { replace: true });

  return (
    <DashboardPage
      title="Clientes"
      summary="Active las cuentas nuevas, revise su RUT y atienda las solicitudes de cambio de tipo."
    >
      <ClientsFilters filters={filters} onChange={filter} />
      <PagedRecords
        query={clients}
        records={(data) => data.users}
        page={page}
        hrefFor={hrefFor}
        loadFailed={CLIENT_MESSAGES.listLoadFailed}
        empty={<ClientsEmpty filtered={hasClientFilters(filters)} />}
      >
        {(rows) => <ClientsTable clients={rows} sort={sort} />}
      </PagedRecords>
    </DashboardPage>
  );
}
