import { copWithCents } from '../../../utils/format';
import { cx } from '../../../utils/cx';
import { useTrm } from '../api/get-trm';
import styles from './trm-badge.module.css';

/** 'TRM: $ 4.012,35'; renders nothing while loading or when the rate is unavailable (spec §8). */
export function TrmBadge({ className }: { className?: string }) {
  const { data } = useTrm();
  if (!data) return null;
  return (
    <p
      className={cx(styles.badge, className)}
      title={`Tasa Representativa del Mercado, ${data.date}`}
    >
      TRM: {copWithCents.format(data.value)}
    </p>
  );
}
