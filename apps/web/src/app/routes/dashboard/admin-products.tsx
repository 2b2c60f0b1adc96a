import { useSearchParams } from 'react-router';
import {
  PRODUCT_ADMIN_DEFAULT_PAGE_SIZE,
  PRODUCT_ADMIN_MESSAGES,
  PRODUCT_ADMIN_SORT_KEYS,
  pageQuery,
} from '@shop/shared';
import { DashboardPage } from '../../../components/layouts/dashboard-page';
import { PagedRecords } from '../../../components/ui/record-table/paged-records';
import { useRowSelection } from '../../../components/ui/record-table/use-row-selection';
import {
  sortParamsOf,
  useSortParam,
  type TableSort,
} from '../../../components/ui/record-table/use-sort-param';
import { useAdminProducts } from '../../../features/admin-products/api/get-admin-products';
import { BulkActions } from '../../../features/admin-products/components/bulk-actions';
import { ProductsFilters } from '../../../features/admin-products/components/products-filters';
import { ProductsToolbar } from '../../../features/admin-products/components/products-toolbar';
import {
  ProductsEmpty,
  ProductsTable,
} from '../../../features/admin-products/components/products-table';
import {
  hasProductFilters,
  pageSizeOf,
  productFiltersParams,
  productFiltersQuery,
  readProductFilters,
  type ProductFilters,
} from '../../../features/admin-products/utils/product-filters';
import { usePageParam } from '../../../hooks/use-page-param';
import type { Viewer } from '../../../lib/query-keys';
import { useStaffViewer } from './use-staff-viewer';

/**
 * /dashboard/admin-products: every product, available or not, searched, filtered, sorted and
 * paged. The search (`?q=`), the filters, the sort, the page size (`?limit=`) and the page live in
 * the address.
 */
export function AdminProductsRoute() {
  const viewer = useStaffViewer();
  const [params, setParams] = useSearchParams();
  const filters = readProductFilters(params);
  const pageSize = pageSizeOf(params.get('limit'));
  const { sort, query: sortQuery } = useSortParam(PRODUCT_ADMIN_SORT_KEYS, {
    key: 'name',
    order: 'asc',
  });

  // A new search, filter or page size starts again from the first page, in the same order.
  const go = (next: ProductFilters, limit: number) =>
    setParams(
      {
        ...productFiltersParams(next),
        ...(limit !== PRODUCT_ADMIN_DEFAULT_PAGE_SIZE ? { limit: String(limit) } : {}),
        ...sortParamsOf(params),
      },
      { replace: true },
    );

  return (
    <DashboardPage
      title="Productos"
      summary="El catálogo completo, también lo no disponible, con su precio base y su stock."
    >
      <ProductsToolbar
        search={filters.q}
        pageSize={pageSize}
        onSearch={(q) => go({ ...filters, q }, pageSize)}
        onPageSize={(limit) => go(filters, limit)}
      />
      <ProductsFilters filters={filters} onChange={(next) => go(next, pageSize)} />
      {/* A new address is a new list: what was ticked on the old one is dropped. */}
      <ProductsList
        key={params.toString()}
        viewer={viewer}
        query={{ ...productFiltersQuery(filters), ...sortQuery }}
        pageSize={pageSize}
        filtered={hasProductFilters(filters)}
        sort={sort}
      />
    </DashboardPage>
  );
}

function ProductsList({
  viewer,
  query,
  pageSize,
  filtered,
  sort,
}: {
  viewer: Viewer;
  query: Record<string, string>;
  pageSize: number;
  filtered: boolean;
  sort: TableSort;
}) {
  const { page, hrefFor } = usePageParam();
  const products = useAdminProducts(viewer, { ...pageQuery(page, pageSize), ...query });
  const selection = useRowSelection<string | number>();
  return (
    <>
      <BulkActions ids={[...selection.selected].map(Number)} onDone={selection.clear} />
      <PagedRecords
        query={products}
        records={(data) => data.products}
        page={page}
        hrefFor={hrefFor}
        loadFailed={PRODUCT_ADMIN_MESSAGES.loadFailed}
        empty={<ProductsEmpty filtered={filtered} />}
      >
        {(rows) => (
          <ProductsTable
            products={rows}
            sort={sort}
            selection={{ ...selection, labelOf: (product) => product.name }}
          />
        )}
      </PagedRecords>
    </>
  );
}
