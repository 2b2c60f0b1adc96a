import { CLIENT_TYPE_LABELS, type ClientType } from '@shop/shared';
import { Badge } from '../../../components/ui/badge/badge';
import styles from './account-details.module.css';

/** A client-type change the customer asked for, waiting for an administrator (ADR 005). */
export function PendingTypeBadge({ type }: { type: ClientType }) {
  return (
    <Badge tone="progress" className={styles.wrap}>
      Cambio a {CLIENT_TYPE_LABELS[type]} en revisión
    </Badge>
  );
}
