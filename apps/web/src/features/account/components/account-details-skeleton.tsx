import { Skeleton } from '../../../components/ui/skeleton/skeleton';
import styles from './account-details.module.css';

// Rows per section of AccountDetails, so nothing moves when the account arrives; staff also see
// the roles row.
const SECTIONS = [6, 3, 3, 3, 2];

export function AccountDetailsSkeleton({ forStaff = false }: { forStaff?: boolean }) {
  return (
    <div className={styles.sections} aria-busy="true" aria-label="Cargando la cuenta">
      {SECTIONS.map((rows, index) => (
        <div key={index} className={styles.section}>
          <Skeleton width="40%" height="1.5rem" />
          <div className={styles.list}>
            {Array.from({ length: rows + (forStaff && index === 0 ? 1 : 0) }, (_, row) => (
              <div key={row} className={styles.row}>
                <Skeleton width="70%" height="1.25rem" />
                <Skeleton width="85%" height="1.5rem" />
              </div>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
