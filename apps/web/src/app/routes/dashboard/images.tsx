import { ImagePlus } from 'lucide-react';
import { Link } from 'react-router';
import { IMAGE_MESSAGES } from '@shop/shared';
import { DashboardPage } from '../../../components/layouts/dashboard-page';
import { buttonClassName } from '../../../components/ui/button/button';
import { PagedRecords } from '../../../components/ui/record-table/paged-records';
import { paths } from '../../../config/paths';
import { useImages } from '../../../hooks/use-image-library';
import { ImageGrid, ImagesEmpty } from '../../../features/admin-images/components/image-grid';
import { usePageParam } from '../../../hooks/use-page-param';

/**
 * /dashboard/admin-products/images 'Imágenes' (ADMIN_IMAGES): the image library, every product
 * and brand picture (the demo's too), newest first, 15 a page, each with its address to copy.
 */
export function ImagesRoute() {
  const { page, hrefFor } = usePageParam();
  const images = useImages(page);
  return (
    <DashboardPage
      title="Imágenes"
      summary="La biblioteca de imágenes de productos y marcas, las de la demostración incluidas, de la más reciente a la más antigua."
      actions={
        <Link className={buttonClassName({})} to={paths.dashboardImageUpload.getHref()}>
          <ImagePlus size={18} aria-hidden="true" />
          Subir imagen
        </Link>
      }
    >
      <PagedRecords
        query={images}
        records={(data) => data.images}
        page={page}
        hrefFor={hrefFor}
        loadFailed={IMAGE_MESSAGES.listFailed}
        empty={<ImagesEmpty />}
      >
        {(rows) => <ImageGrid images={rows} />}
      </PagedRecords>
    </DashboardPage>
  );
}
