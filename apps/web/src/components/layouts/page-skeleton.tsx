import { Skeleton } from '../ui/skeleton/skeleton';
import styles from './page-skeleton.module.css';

/** Shown while a route's code or the session is loading; it holds the page's height. */
export function PageSkeleton() {
  return (
    <div className={styles.page} aria-busy="true">
      <span className="visually-hidden" role="status">
        Cargando…
      </span>
      <Skeleton width="40%" height={32} />
      <Skeleton width="70%" height={18} />
      <div className={styles.grid}>
        <Skeleton height={160} radius="md" />
        <Skeleton height={160} radius="md" />
        <Skeleton height={160} radius="md" />
      </div>
    </div>
  );
}
