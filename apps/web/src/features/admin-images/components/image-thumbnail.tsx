import { useState } from 'react';
import { ImageOff } from 'lucide-react';
import { IMAGE_MESSAGES } from '@shop/shared';
import styles from './image-thumbnail.module.css';

interface ImageThumbnailProps {
  src: string;
  alt: string;
}

/** A square preview; when the file cannot be shown, an icon and the spec's message instead. */
export function ImageThumbnail({ src, alt }: ImageThumbnailProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  return (
    <div className={styles.frame}>
      {failedSrc === src ? (
        <p className={styles.failed} role="img" aria-label={`${alt}: ${IMAGE_MESSAGES.loadFailed}`}>
          <ImageOff size={32} aria-hidden="true" />
          <span aria-hidden="true">{IMAGE_MESSAGES.loadFailed}</span>
        </p>
      ) : (
        <img
          className={styles.image}
          src={src}
          alt={alt}
          width={240}
          height={240}
          loading="lazy"
          decoding="async"
          onError={() => setFailedSrc(src)}
        />
      )}
    </div>
  );
}
