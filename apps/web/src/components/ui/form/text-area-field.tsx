import { useId, type ComponentProps, type ReactNode } from 'react';
import { cx } from '../../../utils/cx';
import { describedBy, Field } from './field';
import styles from './form.module.css';
import own from './text-area-field.module.css';

interface TextAreaFieldProps extends ComponentProps<'textarea'> {
  label: string;
  error?: string | undefined;
  help?: ReactNode;
}

/** A few lines of free text (a reason, a note), with the label, help and error of every field. */
export function TextAreaField({
  label,
  error,
  help,
  id: idProp,
  className,
  ...textAreaProps
}: TextAreaFieldProps) {
  const autoId = useId();
  const id = idProp ?? autoId;
  return (
    <Field id={id} label={label} error={error} help={help}>
      <textarea
        id={id}
        className={cx(styles.input, own.textArea, className)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { error, help })}
        {...textAreaProps}
      />
    </Field>
  );
}
