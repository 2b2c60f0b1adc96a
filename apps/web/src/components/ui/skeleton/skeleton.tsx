import type { CSSProperties } from 'react';
import { cx } from '../../../utils/cx';
import styles from './skeleton.module.css';

interface SkeletonProps {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  radius?: 'sm' | 'md';
  className?: string;
}

/** A placeholder the size of what is loading, so nothing moves when the content arrives. */
export function Skeleton({
  width = '100%',
  height = '1em',
  radius = 'sm',
  className,
}: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      className={cx(styles.skeleton, styles[radius], className)}
      style={{ width, height }}
    />
  );
}
