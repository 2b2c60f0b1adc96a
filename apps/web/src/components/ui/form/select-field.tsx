import { useId, type ComponentProps, type ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import { describedBy, Field } from './field';
import styles from './form.module.css';

interface SelectFieldProps extends ComponentProps<'select'> {
  label: string;
  error?: string | undefined;
  help?: ReactNode;
  fieldClassName?: string | undefined;
}

export function SelectField({
  label,
  error,
  help,
  fieldClassName,
  id: idProp,
  children,
  ...selectProps
}: SelectFieldProps) {
  const autoId = useId();
  const id = idProp ?? autoId;
  return (
    <Field id={id} label={label} error={error} help={help} className={fieldClassName}>
      <div className={styles.control}>
        <select
          id={id}
          className={styles.select}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, { error, help })}
          {...selectProps}
        >
          {children}
        </select>
        <ChevronDown className={styles.selectIcon} size={18} />
      </div>
    </Field>
  );
}
