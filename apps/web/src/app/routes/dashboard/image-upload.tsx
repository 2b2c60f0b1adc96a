import { DashboardPage } from '../../../components/layouts/dashboard-page';
import { paths } from '../../../config/paths';
import { ImageUploadForm } from '../../../features/admin-images/components/image-upload-form';

/** /dashboard/admin-products/images/upload (ADMIN_IMAGES): one product picture at a time. */
export function ImageUploadRoute() {
  return (
    <DashboardPage
      title="Subir imagen"
      summary="La imagen queda en la lista de imágenes con una URL para usar en productos y contenidos."
      parents={[{ label: 'Imágenes', href: paths.dashboardImages.getHref() }]}
    >
      <ImageUploadForm />
    </DashboardPage>
  );
}
