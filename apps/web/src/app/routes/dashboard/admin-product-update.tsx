import { useNavigate, useParams } from 'react-router';
import { toast } from '../../../lib/toast';
import {
  PRODUCT_ADMIN_MESSAGES,
  PRODUCT_INPUT_MESSAGES,
  type AdminProduct,
  type ProductCreate,
} from '@shop/shared';
import { LoadProblem } from '../../../components/errors/load-problem';
import { DashboardPage } from '../../../components/layouts/dashboard-page';
import { RecordTableSkeleton } from '../../../components/ui/record-table/record-table';
import { paths } from '../../../config/paths';
import { useAdminProduct } from '../../../features/admin-products/api/get-admin-product';
import { useUpdateProduct } from '../../../features/admin-products/api/save-product';
import { ProductForm } from '../../../features/admin-products/components/product-form/product-form';
import {
  changedFields,
  formValuesOf,
} from '../../../features/admin-products/utils/product-form-values';
import { isApiError } from '../../../lib/api-client';
import { parseId } from '../../../utils/parse-id';
import { ProductNotFound, PRODUCTS_CRUMB } from './admin-product';
import { useStaffViewer } from './use-staff-viewer';

/** The spec's error toast with the server's own reason after it ('…: Ya existe un producto…'). */
export function failureToast(error: unknown, text: string) {
  const reason = isApiError(error) && error.status < 500 ? error.message : '';
  toast.error(reason ? `${text}: ${reason}` : text);
}

/** /dashboard/admin-products/update/{id}: sends only what changed; nothing changed, it says so. */
export function AdminProductUpdateRoute() {
  const id = parseId(useParams().id);
  const viewer = useStaffViewer();
  const product = useAdminProduct(viewer, id ?? 0);
  if (id === null || (isApiError(product.error) && product.error.status === 404))
    return <ProductNotFound />;

  return (
    <DashboardPage
      parents={[
        ...PRODUCTS_CRUMB,
        ...(product.data
          ? [{ label: product.data.name, href: paths.dashboardProduct.getHref(id) }]
          : []),
      ]}
      title="Editar producto"
      summary={product.data?.sku}
    >
      {product.data ? (
        <UpdateForm key={product.data.updatedAt} product={product.data} />
      ) : product.isError ? (
        <LoadProblem
          message={PRODUCT_ADMIN_MESSAGES.loadOneFailed}
          onRetry={() => void product.refetch()}
          isRetrying={product.isFetching}
        />
      ) : (
        <RecordTableSkeleton />
      )}
    </DashboardPage>
  );
}

function UpdateForm({ product }: { product: AdminProduct }) {
  const update = useUpdateProduct();
  const navigate = useNavigate();

  const save = async (input: ProductCreate) => {
    const changes = changedFields(product, input);
    if (Object.keys(changes).length === 0) {
      toast.info(PRODUCT_INPUT_MESSAGES.noChanges);
      return;
    }
    try {
      await update.mutateAsync({ id: product.id, changes });
      toast.success(PRODUCT_ADMIN_MESSAGES.updated);
      await navigate(paths.dashboardProduct.getHref(product.id));
    } catch (error) {
      if (isApiError(error) && error.code === 'NO_CHANGES') {
        toast.info(PRODUCT_INPUT_MESSAGES.noChanges);
        return;
      }
      failureToast(error, PRODUCT_ADMIN_MESSAGES.updateFailed);
      throw error;
    }
  };

  return (
    <ProductForm
      defaultValues={formValuesOf(product)}
      submitLabel="Guardar cambios"
      cancelHref={paths.dashboardProduct.getHref(product.id)}
      isSending={update.isPending}
      onSave={save}
    />
  );
}
