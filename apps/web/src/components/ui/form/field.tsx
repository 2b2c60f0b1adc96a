import type { ReactNode } from 'react';
import { cx } from '../../../utils/cx';
import styles from './form.module.css';

export const errorId = (id: string) => `${id}-error`;
const helpId = (id: string) => `${id}-help`;

interface DescribedByOptions {
  error?: string | undefined;
  help?: ReactNode;
  extra?: string | undefined;
}

/** What a control's `aria-describedby` lists: its error (else its help) and any extra note. */
export function describedBy(id: string, { error, help, extra }: DescribedByOptions) {
  const own = error ? errorId(id) : help ? helpId(id) : undefined;
  return cx(own, extra) || undefined;
}

interface FieldProps {
  id: string;
  label: ReactNode;
  error?: string | undefined;
  help?: ReactNode;
  className?: string | undefined;
  children: ReactNode;
}

/** Label, control, then the error, or the help text while there is no error (never both). */
export function Field({ id, label, error, help, className, children }: FieldProps) {
  return (
    <div className={cx(styles.field, className)}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children}
      {error ? (
        <p id={errorId(id)} className={styles.error}>
          {error}
        </p>
      ) : help ? (
        <p id={helpId(id)} className={styles.help}>
          {help}
        </p>
      ) : null}
    </div>
  );
}
