import { useSearchParams } from 'react-router';
import { STOCK_MESSAGES } from '@shop/shared';
import { DashboardPage } from '../../../components/layouts/dashboard-page';
import { PagedRecords } from '../../../components/ui/record-table/paged-records';
import { useLowStock } from '../../../features/admin-stock/api/get-low-stock';
import { StockSearch } from '../../../features/admin-stock/components/stock-search';
import { StockEmpty, StockTable } from '../../../features/admin-stock/components/stock-table';
import {
  lowStockQuery,
  readStockSearch,
  stockSearchParams,
} from '../../../features/admin-stock/utils/stock-query';
import { usePageParam } from '../../../hooks/use-page-param';

/**
 * /dashboard/admin-products/stock 'Monitorear Stock' (ADMIN_STOCK): the products at or under their
 * minimum stock, sold out first; the search and the page live in the address.
 */
export function StockRoute() {
  const [params, setParams] = useSearchParams();
  const { page, hrefFor } = usePageParam();
  const search = readStockSearch(params);
  const products = useLowStock(lowStockQuery(search, page));

  return (
    <DashboardPage
      title="Monitorear Stock"
      summary="Productos con stock igual o menor a su stock mínimo; los agotados primero."
    >
      <StockSearch
        search={search}
        onSearch={(next) => setParams(stockSearchParams(next), { replace: true })}
      />
      <PagedRecords
        query={products}
        records={(data) => data.products}
        page={page}
        hrefFor={hrefFor}
        loadFailed={STOCK_MESSAGES.listFailed}
        empty={<StockEmpty searched={search !== ''} />}
      >
        {(rows) => <StockTable products={rows} />}
      </PagedRecords>
    </DashboardPage>
  );
}
