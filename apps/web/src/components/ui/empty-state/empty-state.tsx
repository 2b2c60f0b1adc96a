import type { ReactNode } from 'react';
import styles from './empty-state.module.css';

interface EmptyStateProps {
  icon: ReactNode;
  title: string;
  text?: ReactNode;
  /** A way on: usually a link to the catalogue. */
  action?: ReactNode;
}

/** What a list says when it has nothing to show yet. */
export function EmptyState({ icon, title, text, action }: EmptyStateProps) {
  return (
    <div className={styles.empty}>
      <span className={styles.icon} aria-hidden="true">
        {icon}
      </span>
      <p className={styles.title}>{title}</p>
      {text ? <div className={styles.text}>{text}</div> : null}
      {action}
    </div>
  );
}
