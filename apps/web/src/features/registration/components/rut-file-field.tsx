import { useId, type ChangeEvent } from 'react';
import { FileText } from 'lucide-react';
import { describedBy, Field } from '../../../components/ui/form/field';
import { cx } from '../../../utils/cx';
import styles from './rut-file-field.module.css';

interface RutFileFieldProps {
  optional: boolean;
  fileName: string | undefined;
  error?: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/**
 * 'RUT (PDF)'. The native file input stays (transparent, over the box) so it keeps its label,
 * keyboard and screen-reader behaviour, while the box reads in Spanish whatever the browser's
 * language.
 */
export function RutFileField({ optional, fileName, error, onChange }: RutFileFieldProps) {
  const id = useId();
  const help = optional ? 'Opcional. Archivo PDF de máximo 5 MB.' : 'Archivo PDF de máximo 5 MB.';
  return (
    <Field id={id} label="RUT (PDF)" error={error} help={help}>
      <div className={cx(styles.box, error ? styles.invalid : undefined)}>
        <input
          id={id}
          type="file"
          accept="application/pdf"
          className={styles.input}
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
