import type { ReactNode } from 'react';
import { cx } from '../../../utils/cx';
import styles from './dialog-buttons.module.css';

/** The row of a dialog's buttons: at the end, each taking its share of the width on phones. */
export function DialogButtons({
  className,
  children,
}: {
  className?: string;
  children: ReactNode;
}) {
  return <div className={cx(styles.buttons, className)}>{children}</div>;
}
