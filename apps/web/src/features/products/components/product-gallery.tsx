import { useRef, useState, type KeyboardEvent } from 'react';
import { Image } from '../../../components/ui/image/image';
import { cx } from '../../../utils/cx';
import styles from './product-gallery.module.css';

const MAIN_SIZE = 560;
const THUMB_SIZE = 64;

interface ProductGalleryProps {
  /** Addresses, the main picture first. */
  images: string[];
  name: string;
}

/**
 * The main picture and a strip of thumbnails. The thumbnails are buttons: Enter or a click
 * shows one; the arrow keys (and Home/End) move along the strip and show as they go.
 */
export function ProductGallery({ images, name }: ProductGalleryProps) {
  const [selected, setSelected] = useState(0);
  const stripRef = useRef<HTMLDivElement>(null);
  const count = images.length;
  const current = Math.min(selected, Math.max(0, count - 1));

  const select = (index: number, focus: boolean) => {
    const next = (index + count) % count;
    setSelected(next);
    if (focus) stripRef.current?.querySelectorAll<HTMLButtonElement>('button')[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: current + 1,
      ArrowDown: current + 1,
      ArrowLeft: current - 1,
      ArrowUp: current - 1,
      Home: 0,
      End: count - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target, true);
  };

  return (
    <div className={styles.gallery}>
      <div className={styles.main}>
        <Image
          // A new picture is a new element: a failed one does not hide the next.
          key={images[current] ?? 'none'}
          className={styles.mainImage}
          src={images[current]}
          alt={count > 1 ? `${name}, imagen ${current + 1} de ${count}` : name}
          width={MAIN_SIZE}
          height={MAIN_SIZE}
          loading="eager"
          fetchPriority="high"
        />
      </div>
      {count > 1 ? (
        <div
          ref={stripRef}
          role="group"
          aria-label="Imágenes del producto"
          className={styles.strip}
          onKeyDown={onKeyDown}
        >
          {images.map((image, index) => (
            <button
              key={image}
              type="button"
              className={cx(styles.thumb, index === current && styles.thumbCurrent)}
              aria-label={`Ver imagen ${index + 1} de ${count}`}
              aria-pressed={index === current}
              tabIndex={index === current ? 0 : -1}
              onClick={() => select(index, false)}
            >
              <Image
                className={styles.thumbImage}
                src={image}
                alt=""
                width={THUMB_SIZE}
                height={THUMB_SIZE}
              />
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
