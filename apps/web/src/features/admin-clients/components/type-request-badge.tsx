import { CLIENT_TYPE_LABELS, type ClientType } from '@shop/shared';
import { Badge } from '../../../components/ui/badge/badge';
import styles from './clients-table.module.css';

/** A client-type change the customer asked for, waiting for staff to decide. */
export function TypeRequestBadge({ type }: { type: ClientType }) {
  return (
    <Badge tone="info" className={styles.wrap}>
      Solicita {CLIENT_TYPE_LABELS[type]}
    </Badge>
  );
}
