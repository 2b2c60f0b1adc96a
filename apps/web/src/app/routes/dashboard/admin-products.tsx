import { useSearchParams } from 'react-router';
import {
  PRODUCT_ADMIN_DEFAULT_PAGE_SIZE,
  PRODUCT_ADMIN_MESSAGES,
  PRODUCT_ADMIN_PAGE_SIZES,
  pageQuery,
} from '@shop/shared';
import { DashboardPage } from '../../../components/layouts/dashboard-page';
import { PagedRecords } from '../../../components/ui/record-table/paged-records';
import { useAdminProducts } from '../../../features/admin-products/api/get-admin-products';
import { ProductsToolbar } from '../../../features/admin-products/components/products-toolbar';
import {
  ProductsEmpty,
  ProductsTable,
} from '../../../features/admin-products/components/products-table';
import { usePageParam } from '../../../hooks/use-page-param';
import { useStaffViewer } from './use-staff-viewer';

const sizeOf = (raw: string | null): number =>
  PRODUCT_ADMIN_PAGE_SIZES.find((size) => String(size) === raw) ?? PRODUCT_ADMIN_DEFAULT_PAGE_SIZE;

/**
 * /dashboard/admin-products: every product, available or not, searched and paged. The search
 * (`?q=`), the page size (`?limit=`) and the page live in the address.
 */
export function AdminProductsRoute() {
  const viewer = useStaffViewer();
  const [params, setParams] = useSearchParams();
  const { page, hrefFor } = usePageParam();
  const search = params.get('q') ?? '';
  const pageSize = sizeOf(params.get('limit'));
  const products = useAdminProducts(viewer, {
    ...pageQuery(page, pageSize),
    ...(search ? { searchTerm: search } : {}),
  });

  // A new search or page size starts again from the first page.
  const go = (q: string, limit: number) =>
    setParams(
      {
        ...(q ? { q } : {}),
        ...(limit !== PRODUCT_ADMIN_DEFAULT_PAGE_SIZE ? { limit: String(limit) } : {}),
      },
      { replace: true },
    );

  return (
    <DashboardPage
      title="Productos"
      summary="El catálogo completo, también lo no disponible, con su precio base y su stock."
    >
      <ProductsToolbar
        search={search}
        pageSize={pageSize}
        onSearch={(q) => go(q, pageSize)}
        onPageSize={(limit) => go(search, limit)}
      />
      <PagedRecords
        query={products}
        records={(data) => data.products}
        page={page}
        hrefFor={hrefFor}
        loadFailed={PRODUCT_ADMIN_MESSAGES.loadFailed}
        empty={<ProductsEmpty searched={search !== ''} />}
      >
        {(rows) => <ProductsTable products={rows} />}
      </PagedRecords>
    </DashboardPage>
  );
}
