import { useId, type ComponentProps, type ReactNode } from 'react';
import { describedBy, errorId } from './field';
import styles from './form.module.css';

interface CheckboxFieldProps extends Omit<ComponentProps<'input'>, 'type'> {
  label: ReactNode;
  error?: string | undefined;
}

export function CheckboxField({ label, error, id: idProp, ...inputProps }: CheckboxFieldProps) {
  const autoId = useId();
  const id = idProp ?? autoId;
  return (
    <div className={styles.checkboxField}>
      <div className={styles.checkboxRow}>
        <input
          id={id}
          type="checkbox"
          className={styles.checkbox}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, { error })}
          {...inputProps}
        />
        <label htmlFor={id} className={styles.checkboxLabel}>
          {label}
        </label>
      </div>
      {error ? (
        <p id={errorId(id)} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
