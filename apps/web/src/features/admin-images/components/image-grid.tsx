import { Copy, ImagePlus, Images } from 'lucide-react';
import { Link } from 'react-router';
import type { ProductImage } from '@shop/shared';
import { buttonClassName, Button } from '../../../components/ui/button/button';
import { EmptyState } from '../../../components/ui/empty-state/empty-state';
import { paths } from '../../../config/paths';
import { formatShortDate } from '../../../utils/format';
import { formatBytes } from '../utils/format-bytes';
import { copyImageUrl } from '../utils/copy-url';
import { ImageThumbnail } from './image-thumbnail';
import styles from './image-grid.module.css';

/** 'PNG', 'JPG', 'WEBP': what the server found the file to be, from the name it gave it. */
const formatOf = (name: string) => name.slice(name.lastIndexOf('.') + 1).toUpperCase();

/** The images of one page as cards: preview, name, size and date, and 'Copiar URL'. */
export function ImageGrid({ images }: { images: readonly ProductImage[] }) {
  return (
    <ul role="list" className={styles.grid} aria-label="Imágenes de productos">
      {images.map((image) => (
        <li key={image.name} className={styles.card}>
          <ImageThumbnail src={image.url} alt={image.name} />
          <p className={styles.name} title={image.name}>
            {image.name}
          </p>
          <p className={styles.meta}>
            {formatBytes(image.size)} · {formatOf(image.name)} · {formatShortDate(image.createdAt)}
          </p>
          <Button
            variant="secondary"
            block
            className={styles.copy}
            icon={<Copy size={16} aria-hidden="true" />}
            aria-label={`Copiar URL de ${image.name}`}
            onClick={() => void copyImageUrl(image.url)}
          >
            Copiar URL
          </Button>
        </li>
      ))}
    </ul>
  );
}

/** No picture uploaded yet: the way to the upload page. */
export function ImagesEmpty() {
  return (
    <EmptyState
      icon={<Images size={40} />}
      title="Aún no hay imágenes en la biblioteca."
      text="Las imágenes que suba aquí, desde el formulario de productos o desde los formularios de marcas, contenidos y configuración aparecen en esta lista."
      action={
        <Link className={buttonClassName({})} to={paths.dashboardImageUpload.getHref()}>
          <ImagePlus size={18} aria-hidden="true" />
          Subir imagen
        </Link>
      }
    />
  );
}
