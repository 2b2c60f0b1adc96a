import type { ReactNode } from 'react';
import { cx } from '../../../utils/cx';
import styles from './badge.module.css';

export type BadgeTone = 'neutral' | 'info' | 'progress' | 'success' | 'danger';

interface BadgeProps {
  tone?: BadgeTone;
  children: ReactNode;
  className?: string | undefined;
}

/** A short status label; its text says the status, the colour only repeats it. */
export function Badge({ tone = 'neutral', children, className }: BadgeProps) {
  return <span className={cx(styles.badge, styles[tone], className)}>{children}</span>;
}
