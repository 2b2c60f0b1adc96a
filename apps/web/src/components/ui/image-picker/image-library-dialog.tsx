import { useState } from 'react';
import { ChevronLeft, ChevronRight, Images } from 'lucide-react';
import { IMAGE_MESSAGES, type ProductImage } from '@shop/shared';
import { useImages } from '../../../hooks/use-image-library';
import { cx } from '../../../utils/cx';
import { LoadProblem } from '../../errors/load-problem';
import { Button } from '../button/button';
import { EmptyState } from '../empty-state/empty-state';
import { Image } from '../image/image';
import { Modal } from '../modal/modal';
import { Skeleton } from '../skeleton/skeleton';
import styles from './image-picker.module.css';

interface ImageLibraryDialogProps {
  open: boolean;
  title: string;
  /** The field's image, marked in the grid. */
  current: string;
  onChoose: (url: string) => void;
  onClose: () => void;
}

/** The image library in a dialog over the form: one button per picture, named by its file. */
export function ImageLibraryDialog({ open, onClose, title, ...props }: ImageLibraryDialogProps) {
  return (
    <Modal open={open} onClose={onClose} title={title} size="xl">
      <LibraryPages {...props} />
    </Modal>
  );
}

function LibraryPages({
  current,
  onChoose,
}: Omit<ImageLibraryDialogProps, 'open' | 'title' | 'onClose'>) {
  // Its own page, not the address's: the form under the dialog keeps its place.
  const [page, setPage] = useState(1);
  const images = useImages(page);
  if (images.isPending) return <LibrarySkeleton />;
  if (images.isError && !images.data)
    return (
      <LoadProblem
        message={IMAGE_MESSAGES.listFailed}
        onRetry={() => void images.refetch()}
        isRetrying={images.isFetching}
      />
    );
  const { images: rows, totalPages } = images.data;
  if (rows.length === 0)
    return (
      <EmptyState
        icon={<Images size={40} />}
        title="La biblioteca aún no tiene imágenes."
        text="Cierre este cuadro y use 'Subir imagen' para agregar la primera."
      />
    );
  return (
    // While the next page arrives the last one stays, faded and marked busy.
    <div
      className={cx(styles.library, images.isPlaceholderData && styles.stale)}
      aria-busy={images.isFetching || undefined}
    >
      <ul role="list" className={styles.grid} aria-label="Imágenes de la biblioteca">
        {rows.map((image) => (
          <li key={image.name}>
            <LibraryChoice image={image} isCurrent={image.url === current} onChoose={onChoose} />
          </li>
        ))}
      </ul>
      {totalPages > 1 ? (
        <nav className={styles.pages} aria-label="Paginación de la biblioteca">
          <Button
            variant="secondary"
            icon={<ChevronLeft size={18} aria-hidden="true" />}
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            Anterior
          </Button>
          <p className={styles.pageStatus} aria-live="polite">
            Página {page} de {totalPages}
          </p>
          <Button
            variant="secondary"
            disabled={page >= totalPages}
            onClick={() => setPage(page + 1)}
          >
            Siguiente
            <ChevronRight size={18} aria-hidden="true" />
          </Button>
        </nav>
      ) : null}
    </div>
  );
}

interface LibraryChoiceProps {
  image: ProductImage;
  isCurrent: boolean;
  onChoose: (url: string) => void;
}

/** One picture: the button's name is the file's, so a screen reader says which one it takes. */
function LibraryChoice({ image, isCurrent, onChoose }: LibraryChoiceProps) {
  return (
    <button
      type="button"
      className={styles.choice}
      aria-current={isCurrent || undefined}
      onClick={() => onChoose(image.url)}
    >
      <Image src={image.url} alt="" width={120} height={120} className={styles.choiceImage} />
      <span className={styles.choiceName} title={image.name}>
        {image.name}
      </span>
      {isCurrent ? (
        <span className={styles.currentMark} aria-hidden="true">
          Actual
        </span>
      ) : null}
    </button>
  );
}

/** A page's worth of boxes while the first page arrives: the dialog does not jump. */
function LibrarySkeleton() {
  return (
    <ul role="list" className={styles.grid} aria-label="Cargando imágenes">
      {Array.from({ length: 10 }, (_, i) => (
        <li key={i}>
          <Skeleton height={168} radius="md" />
        </li>
      ))}
    </ul>
  );
}
