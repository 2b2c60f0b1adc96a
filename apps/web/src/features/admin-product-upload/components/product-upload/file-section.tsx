import type { RefObject } from 'react';
import { FileText, Upload } from 'lucide-react';
import { PRODUCT_UPLOAD_LIMITS } from '@shop/shared';
import { Button } from '../../../../components/ui/button/button';
import { describedBy, Field } from '../../../../components/ui/form/field';
import fileStyles from '../../../../components/ui/form/file-field.module.css';
import { cx } from '../../../../utils/cx';
import styles from './product-upload.module.css';
import type { ProductUploadState } from './use-product-upload';

const { maxMegabytes, maxRows, parseSeconds } = PRODUCT_UPLOAD_LIMITS;

interface FileSectionProps {
  inputId: string;
  inputRef: RefObject<HTMLInputElement | null>;
  upload: ProductUploadState;
}

/** 'Subir archivo': the limits, the file picker that asks for the preview, and its progress. */
export function FileSection({ inputId, inputRef, upload }: FileSectionProps) {
  const { fieldError, sending, sent } = upload;
  return (
    <section className={styles.card} aria-labelledby={`${inputId}-upload`}>
      <h2 id={`${inputId}-upload`} className={styles.heading}>
        Subir archivo
      </h2>
      <ul className={styles.limits}>
        <li>Archivos .xlsx o .xls de hasta {maxMegabytes} MB.</li>
        <li>Hasta {maxRows.toLocaleString('es-CO')} productos por archivo.</li>
        <li>La lectura del archivo se detiene a los {parseSeconds} segundos.</li>
        <li>
          Antes de guardar verá qué se crea y qué se actualiza; si una fila tiene errores no se
          guarda nada.
        </li>
      </ul>
      <form className={styles.form} onSubmit={upload.onSubmit} noValidate>
        <Field id={inputId} label="Archivo Excel" error={fieldError}>
          {/* The box of FileField (which takes no ref): it reads in Spanish whatever the browser's
              language, where the bare input said 'Choose File'. */}
          <div className={cx(fileStyles.box, fieldError ? fileStyles.invalid : undefined)}>
            <input
              ref={inputRef}
              id={inputId}
              type="file"
              name="productFile"
              accept=".xlsx,.xls"
              className={fileStyles.input}
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={describedBy(inputId, { error: fieldError })}
              disabled={sending}
              onChange={(event) => upload.choose(event.target.files?.[0] ?? null)}
            />
            <span className={fileStyles.button} aria-hidden="true">
              <FileText size={18} />
              Seleccionar archivo
            </span>
            <span className={fileStyles.name} aria-hidden="true">
              {upload.file?.name ?? 'Ningún archivo seleccionado'}
            </span>
          </div>
        </Field>
        <Button
          type="submit"
          icon={<Upload size={16} aria-hidden="true" />}
          isLoading={upload.checking}
          disabled={sending}
        >
          {upload.checking ? 'Subiendo…' : 'Revisar archivo'}
        </Button>
      </form>
      {sending && sent !== null ? <UploadProgress sent={sent} /> : null}
    </section>
  );
}

/** How far the file has gone: the share sent, then the server's check, which has no measure. */
function UploadProgress({ sent }: { sent: number }) {
  const percent = Math.round(sent * 100);
  const checking = sent >= 1;
  const label = checking
    ? 'Archivo enviado. Revisando cada fila…'
    : `Enviando el archivo: ${percent} %`;
  return (
    <div className={styles.progress}>
      <progress
        className={styles.bar}
        aria-label={label}
        max={100}
        // Without a value the bar is indeterminate: right while the server reads the rows.
        {...(checking ? {} : { value: percent })}
      />
      <p role="status" className={styles.status}>
        {label}
      </p>
    </div>
  );
}
