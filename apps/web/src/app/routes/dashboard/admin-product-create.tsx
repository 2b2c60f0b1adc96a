import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { PRODUCT_ADMIN_MESSAGES, type ProductCreate } from '@shop/shared';
import { DashboardPage } from '../../../components/layouts/dashboard-page';
import { paths } from '../../../config/paths';
import { useCreateProduct } from '../../../features/admin-products/api/save-product';
import { ProductForm } from '../../../features/admin-products/components/product-form/product-form';
import { EMPTY_PRODUCT_FORM } from '../../../features/admin-products/utils/product-form-values';
import { failureToast } from './admin-product-update';
import { PRODUCTS_CRUMB } from './admin-product';

/** /dashboard/admin-products/create: a new product; on success its detail page. */
export function AdminProductCreateRoute() {
  const create = useCreateProduct();
  const navigate = useNavigate();

  const save = async (input: ProductCreate) => {
    try {
      const product = await create.mutateAsync(input);
      toast.success(PRODUCT_ADMIN_MESSAGES.created);
      await navigate(paths.dashboardProduct.getHref(product.id));
    } catch (error) {
      failureToast(error, PRODUCT_ADMIN_MESSAGES.createFailed);
      throw error;
    }
  };

  return (
    <DashboardPage
      parents={PRODUCTS_CRUMB}
      title="Crear producto"
      summary="Todos los campos son obligatorios salvo los marcados como opcionales."
    >
      <ProductForm
        defaultValues={EMPTY_PRODUCT_FORM}
        submitLabel="Crear producto"
        cancelHref={paths.dashboardProducts.getHref()}
        isSending={create.isPending}
        onSave={save}
      />
    </DashboardPage>
  );
}
