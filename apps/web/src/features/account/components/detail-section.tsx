import { useId, type ReactNode } from 'react';
import styles from './account-details.module.css';

interface DetailSectionProps {
  title: string;
  children: ReactNode;
  /** A line under the list (how to correct what staff keep). */
  footer?: ReactNode;
}

/** A titled card holding a description list. */
export function DetailSection({ title, children, footer }: DetailSectionProps) {
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      <dl className={styles.list}>{children}</dl>
      {footer}
    </section>
  );
}

interface DetailRowProps {
  label: string;
  children: ReactNode;
  /** A control that changes the value (staff's 'Cambiar'), at its end. */
  action?: ReactNode;
}

export function DetailRow({ label, children, action }: DetailRowProps) {
  return (
    <div className={styles.row}>
      <dt className={styles.term}>{label}</dt>
      <dd className={styles.value}>
        {action ? (
          <span className={styles.withAction}>
            <span>{children}</span>
            {action}
          </span>
        ) : (
          children
        )}
      </dd>
    </div>
  );
}
