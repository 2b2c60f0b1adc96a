import { Clock } from 'lucide-react';
import { copWithCents } from '../../../utils/format';
import { cx } from '../../../utils/cx';
import { useTrm } from '../api/get-trm';
import styles from './trm-badge.module.css';

/**
 * 'TRM: $ 4.012,35'. Renders nothing while loading or when the rate is unavailable (spec §8).
 * When the provider could not be reached the server sends the last known rate, marked stale:
 * a small clock and the title say which day it is from.
 */
export function TrmBadge({ className }: { className?: string }) {
  const { data } = useTrm();
  if (!data) return null;
  return (
    <p
      className={cx(styles.badge, data.stale && styles.stale, className)}
      title={data.stale ? `TRM del ${data.date}` : `Tasa Representativa del Mercado, ${data.date}`}
    >
      TRM: {copWithCents.format(data.value)}
      {data.stale ? (
        <>
          <Clock size={14} aria-hidden="true" className={styles.clock} />
          <span className="visually-hidden">{` (TRM del ${data.date})`}</span>
        </>
      ) : null}
    </p>
  );
}
