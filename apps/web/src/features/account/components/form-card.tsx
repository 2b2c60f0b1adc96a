import { useId, type ReactNode } from 'react';
import { cx } from '../../../utils/cx';
import styles from './account-form.module.css';

interface FormCardProps {
  title: string;
  /** One line under the title: what the form changes and what happens then. */
  text?: ReactNode;
  narrow?: boolean;
  /** Gets the title's id, to name the form inside (`aria-labelledby`). */
  children: (titleId: string) => ReactNode;
}

/** A titled card around one form of the account pages. */
export function FormCard({ title, text, narrow = false, children }: FormCardProps) {
  const titleId = useId();
  return (
    // The form inside is named by the title; the card itself needs no second name.
    <section className={cx(styles.card, narrow && styles.narrow)}>
      <div className={styles.cardHead}>
        <h2 id={titleId} className={styles.cardTitle}>
          {title}
        </h2>
        {text ? <p className={styles.cardText}>{text}</p> : null}
      </div>
      {children(titleId)}
    </section>
  );
}
