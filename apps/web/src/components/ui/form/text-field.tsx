import { useId, type ComponentProps, type ReactNode } from 'react';
import { cx } from '../../../utils/cx';
import { describedBy, Field } from './field';
import styles from './form.module.css';

interface TextFieldProps extends ComponentProps<'input'> {
  label: string;
  error?: string | undefined;
  help?: ReactNode;
  /** Shown inside the box at the end, e.g. the NIT's check digit. */
  suffix?: ReactNode;
  fieldClassName?: string | undefined;
}

export function TextField({
  label,
  error,
  help,
  suffix,
  fieldClassName,
  id: idProp,
  'aria-describedby': extra,
  ...inputProps
}: TextFieldProps) {
  const autoId = useId();
  const id = idProp ?? autoId;
  return (
    <Field id={id} label={label} error={error} help={help} className={fieldClassName}>
      <div className={styles.control}>
        <input
          id={id}
          className={cx(styles.input, suffix ? styles.withSuffix : undefined)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, { error, help, extra })}
          {...inputProps}
        />
        {suffix ? <span className={styles.suffix}>{suffix}</span> : null}
      </div>
    </Field>
  );
}
