import type { ReactNode } from 'react';
import { cx } from '../../../utils/cx';
import styles from './figures.module.css';

export interface Figure {
  label: string;
  value: ReactNode;
  /** Owed past its due date: said in words too, the colour only repeats it. */
  danger?: boolean;
  /** The figure the eye should find first. */
  lead?: boolean;
}

/** A row of labelled amounts (the cartera's totals, a company's line). */
export function Figures({ label, figures }: { label: string; figures: Figure[] }) {
  return (
    <dl className={styles.figures} aria-label={label}>
      {figures.map((f) => (
        <div key={f.label} className={cx(styles.figure, f.lead && styles.lead)}>
          <dt>{f.label}</dt>
          <dd className={cx(f.danger && styles.danger)}>{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}
