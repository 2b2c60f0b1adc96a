import { useId, type ChangeEvent, type ReactNode } from 'react';
import { FileText } from 'lucide-react';
import { cx } from '../../../utils/cx';
import { describedBy, Field } from './field';
import styles from './file-field.module.css';

interface FileFieldProps {
  label: string;
  /** What the browser's picker offers: MIME types or extensions ('.pdf,.png'). */
  accept: string;
  fileName: string | undefined;
  help?: ReactNode;
  error?: string | undefined;
  disabled?: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/**
 * One file to choose. The native file input stays (transparent, over the box) so it keeps its
 * label, keyboard and screen-reader behaviour, while the box reads in Spanish whatever the
 * browser's language.
 */
export function FileField({
  label,
  accept,
  fileName,
  help,
  error,
  disabled = false,
  onChange,
}: FileFieldProps) {
  const id = useId();
  return (
    <Field id={id} label={label} error={error} help={help}>
      <div className={cx(styles.box, error ? styles.invalid : undefined)}>
        <input
          id={id}
          type="file"
          accept={accept}
          className={styles.input}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, { error, help })}
          onChange={onChange}
        />
        <span className={styles.button} aria-hidden="true">
          <FileText size={18} />
          Seleccionar archivo
        </span>
        <span className={styles.name} aria-hidden="true">
          {fileName ?? 'Ningún archivo seleccionado'}
        </span>
      </div>
    </Field>
  );
}
