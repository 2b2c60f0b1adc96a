import { Skeleton } from '../../../components/ui/skeleton/skeleton';
import styles from './product-detail.module.css';

/** The product page's shape while it loads. */
export function ProductDetailSkeleton() {
  return (
    <div className={styles.page} aria-busy="true">
      <span className="visually-hidden" role="status">
        Cargando producto…
      </span>
      <Skeleton width={240} height={18} />
      <div className={styles.top}>
        <Skeleton height="auto" radius="md" className={styles.skeletonImage} />
        <div className={styles.info}>
          <Skeleton width={140} height={18} />
          <Skeleton width="90%" height={36} />
          <Skeleton width="60%" height={20} />
          <Skeleton width="100%" height={96} radius="md" />
          <Skeleton width={120} height={20} />
          <Skeleton width="80%" height={16} />
          <Skeleton width="70%" height={16} />
        </div>
      </div>
    </div>
  );
}
