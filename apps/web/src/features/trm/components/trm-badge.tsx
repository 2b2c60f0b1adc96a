import { Clock } from 'lucide-react';
import { formatCopWithCents } from '../../../utils/format';
import { cx } from '../../../utils/cx';
import { useTrm } from '../api/get-trm';
import { trmDate } from '../utils/trm-date';
import styles from './trm-badge.module.css';

/**
 * 'TRM: $ 4.012,35'. When today's rate could not be read the server sends the last known one,
 * marked stale, and the badge says which day it is from: 'TRM del 20/11/2026: $ 4.012,35'. With no
 * rate at all (never read, or an invalid answer) it renders nothing
 * (docs/architecture.md, "Contract: validation and messages"), and the header closes the gap.
 */
export function TrmBadge({ className }: { className?: string }) {
  const { data } = useTrm();
  if (!data) return null;
  const day = trmDate(data.date);
  return (
    <p
      className={cx(styles.badge, data.stale && styles.stale, className)}
      title={
        data.stale
          ? `No se pudo consultar la TRM de hoy; este es el último valor conocido, del ${day}.`
          : `Tasa Representativa del Mercado del ${day}`
      }
    >
      {data.stale ? <Clock size={14} aria-hidden="true" className={styles.clock} /> : null}
      {data.stale ? `TRM del ${day}: ` : 'TRM: '}
      {formatCopWithCents(data.value)}
    </p>
  );
}
