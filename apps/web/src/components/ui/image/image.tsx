import { useState, type ComponentProps } from 'react';
import { cx } from '../../../utils/cx';
import styles from './image.module.css';

interface ImageProps extends Omit<ComponentProps<'img'>, 'src' | 'width' | 'height' | 'alt'> {
  src: string | null | undefined;
  /** Empty for a decorative image; the placeholder then stays silent too. */
  alt: string;
  /** Intrinsic size: the browser reserves the box before the file arrives (no layout shift). */
  width: number;
  height: number;
}

/**
 * An image that gives way to a neutral placeholder of the same size when it has no address or
 * fails to load (a missing file must not leave a broken-image icon in the catalogue).
 */
export function Image({
  src,
  alt,
  width,
  height,
  className,
  loading = 'lazy',
  ...rest
}: ImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) {
    return <ImagePlaceholder label={alt} width={width} height={height} className={className} />;
  }
  return (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      decoding="async"
      className={className}
      onError={() => setFailedSrc(src)}
      {...rest}
    />
  );
}

interface PlaceholderProps {
  label: string;
  width: number;
  height: number;
  className?: string | undefined;
}

/** An inline picture frame: no request, follows the theme colours. */
export function ImagePlaceholder({ label, width, height, className }: PlaceholderProps) {
  const size = Math.min(width, height);
  const icon = Math.round(size * 0.3);
  return (
    <svg
      className={cx(styles.placeholder, className)}
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      preserveAspectRatio="xMidYMid meet"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      <rect width={width} height={height} className={styles.frame} />
      <g
        transform={`translate(${(width - icon) / 2} ${(height - icon) / 2}) scale(${icon / 24})`}
        className={styles.icon}
        fill="none"
        strokeWidth={1.5}
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <rect x="3" y="3" width="18" height="18" rx="2" />
        <circle cx="9" cy="9" r="2" />
        <path d="m21 15-3.1-3.1a2 2 0 0 0-2.8 0L6 21" />
      </g>
    </svg>
  );
}
