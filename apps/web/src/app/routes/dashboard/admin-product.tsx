import { Link, useParams } from 'react-router';
import { Pencil } from 'lucide-react';
import { MESSAGES, PRODUCT_ADMIN_MESSAGES } from '@shop/shared';
import { LoadProblem } from '../../../components/errors/load-problem';
import { NotFoundState } from '../../../components/errors/not-found-state';
import { DashboardPage } from '../../../components/layouts/dashboard-page';
import { buttonClassName } from '../../../components/ui/button/button';
import { RecordTableSkeleton } from '../../../components/ui/record-table/record-table';
import { paths } from '../../../config/paths';
import { useAdminProduct } from '../../../features/admin-products/api/get-admin-product';
import { DeleteProduct } from '../../../features/admin-products/components/delete-product';
import { ProductDetails } from '../../../features/admin-products/components/product-details';
import { AuditSection } from '../../../components/ui/audit-trail/audit-section';
import { productHistory } from '../../../features/admin-products/components/product-history';
import { useErrorToast } from '../../../hooks/use-error-toast';
import { isApiError } from '../../../lib/api-client';
import { parseId } from '../../../utils/parse-id';
import { useStaffViewer } from './use-staff-viewer';
import styles from './admin-product.module.css';

export const PRODUCTS_CRUMB = [{ label: 'Productos', href: paths.dashboardProducts.getHref() }];

/** /dashboard/admin-products/{id}: the product, 'Editar', 'Eliminar' and its history. */
export function AdminProductRoute() {
  const id = parseId(useParams().id);
  if (id === null) return <ProductNotFound />;
  return <ProductView key={id} id={id} />;
}

function ProductView({ id }: { id: number }) {
  const viewer = useStaffViewer();
  const product = useAdminProduct(viewer, id);
  const missing = isApiError(product.error) && product.error.status === 404;
  useErrorToast(product.isError && !missing, PRODUCT_ADMIN_MESSAGES.loadOneFailed);
  if (missing) return <ProductNotFound />;
  const data = product.data;

  return (
    <DashboardPage parents={PRODUCTS_CRUMB} title={data?.name ?? 'Producto'} summary={data?.sku}>
      {data ? (
        <div className={styles.layout}>
          <div className={styles.actions}>
            <Link to={paths.dashboardProductUpdate.getHref(id)} className={buttonClassName({})}>
              <Pencil size={18} aria-hidden="true" />
              Editar
            </Link>
            <DeleteProduct product={data} />
          </div>
          <ProductDetails product={data} />
          <AuditSection {...productHistory(id, viewer)} />
        </div>
      ) : product.isError ? (
        <LoadProblem
          message={MESSAGES.productsInfoLoadFailed}
          onRetry={() => void product.refetch()}
          isRetrying={product.isFetching}
        />
      ) : (
        <RecordTableSkeleton />
      )}
    </DashboardPage>
  );
}

export function ProductNotFound() {
  return (
    <NotFoundState
      title="Producto no encontrado"
      message="No encontramos el producto solicitado."
      hint="Puede que se haya eliminado: búsquelo en la lista de productos."
    />
  );
}
