import { cx } from '../../../utils/cx';
import styles from './spinner.module.css';

/** A small busy indicator beside a text that already says what is happening (e.g. in a button). */
export function Spinner({ className }: { className?: string }) {
  return <span className={cx(styles.spinner, className)} aria-hidden="true" />;
}
