import { DashboardPage } from '../../../components/layouts/dashboard-page';
import { ProductUpload } from '../../../features/admin-product-upload/components/product-upload/product-upload';

/** /dashboard/admin-products/upload (ADMIN_PRODUCTS): the Excel bulk upload of products. */
export function AdminProductsUploadRoute() {
  return (
    <DashboardPage
      title="Carga masiva de productos"
      summary="Cree y actualice productos desde un archivo de Excel, con una vista previa antes de guardar."
    >
      <ProductUpload />
    </DashboardPage>
  );
}
