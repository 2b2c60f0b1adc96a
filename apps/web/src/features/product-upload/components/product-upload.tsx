import { useId, useRef, useState, type FormEvent } from 'react';
import { CheckCircle2, Download, FileSpreadsheet, Upload } from 'lucide-react';
import { toast } from 'react-toastify/unstyled';
import {
  PRODUCT_UPLOAD_LIMITS,
  PRODUCT_UPLOAD_MESSAGES,
  type ProductUploadResult,
  type ProductUploadRowError,
} from '@shop/shared';
import { Button } from '../../../components/ui/button/button';
import { Field } from '../../../components/ui/form/field';
import { Notice } from '../../../components/ui/notice/notice';
import { RecordTable } from '../../../components/ui/record-table/record-table';
import { clientErrorMessage } from '../../../lib/api-client';
import {
  productFiles,
  useSendProductFile,
  useProductFileDownload,
  useRowReportDownload,
} from '../api/product-upload';
import styles from './product-upload.module.css';

const { maxMegabytes, maxRows, parseSeconds } = PRODUCT_UPLOAD_LIMITS;
const FAILED = 'No se pudo revisar el archivo. Inténtalo de nuevo.';

/** "120 nuevos, 380 actualizados, 3 con errores" (and the unchanged ones, when there are). */
export function previewSummary(result: ProductUploadResult): string {
  const parts = [
    `${result.created} ${result.created === 1 ? 'nuevo' : 'nuevos'}`,
    `${result.updated} ${result.updated === 1 ? 'actualizado' : 'actualizados'}`,
    `${result.errorRows} con errores`,
  ];
  if (result.unchanged) parts.push(`${result.unchanged} sin cambios`);
  return parts.join(', ');
}

const isExcelName = (name: string) => /\.(xlsx|xls)$/i.test(name);

function DownloadButton({
  label,
  target,
}: {
  label: string;
  target: () => { url: string; fallbackName: string };
}) {
  const { download, isPending } = useProductFileDownload();
  return (
    <Button
      variant="secondary"
      icon={<Download size={16} aria-hidden="true" />}
      isLoading={isPending}
      onClick={() => download(target())}
    >
      {isPending ? 'Generando…' : label}
    </Button>
  );
}

const errorColumns = [
  { header: 'SKU', cell: (e: ProductUploadRowError) => e.sku || '—', nowrap: true },
  { header: 'Columna', cell: (e: ProductUploadRowError) => e.column },
  { header: 'Motivo', cell: (e: ProductUploadRowError) => e.reason },
];

/**
 * The Excel bulk upload (spec §5, issue 13): template and catalogue downloads, the file picker,
 * the preview of what the file would do with its bad rows, and the confirmation that writes.
 */
export function ProductUpload() {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fieldError, setFieldError] = useState<string>();
  const [preview, setPreview] = useState<ProductUploadResult | null>(null);
  const [done, setDone] = useState<ProductUploadResult | null>(null);
  // Share of the file sent (0 to 1) while a call is under way; null between calls.
  const [sent, setSent] = useState<number | null>(null);
  const check = useSendProductFile(true, setSent);
  const confirm = useSendProductFile(false, setSent);
  const report = useRowReportDownload();
  const sending = check.isPending || confirm.isPending;

  const refuse = (message: string) => {
    setFieldError(message);
    toast.error(message);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    setPreview(null);
    if (!file) return refuse(PRODUCT_UPLOAD_MESSAGES.required);
    if (!isExcelName(file.name)) return refuse(PRODUCT_UPLOAD_MESSAGES.invalid);
    if (file.size > PRODUCT_UPLOAD_LIMITS.maxBytes) return refuse(PRODUCT_UPLOAD_MESSAGES.tooLarge);
    setFieldError(undefined);
    setSent(0);
    check.mutate(file, {
      onSuccess: setPreview,
      onError: (error) => refuse(clientErrorMessage(error, FAILED)),
    });
  };

  const onConfirm = () => {
    if (!file) return;
    setSent(0);
    confirm.mutate(file, {
      onSuccess: (result) => {
        toast.success(PRODUCT_UPLOAD_MESSAGES.success);
        setDone(result);
        setPreview(null);
        setFile(null);
        if (inputRef.current) inputRef.current.value = '';
      },
      onError: (error) => toast.error(clientErrorMessage(error, FAILED)),
    });
  };

  const canConfirm =
    preview !== null && preview.errorRows === 0 && preview.created + preview.updated > 0;

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby={`${inputId}-files`}>
        <h2 id={`${inputId}-files`} className={styles.heading}>
          Plantilla y catálogo
        </h2>
        <p className={styles.lead}>
          Llena la plantilla (una fila por producto; la hoja «Instrucciones» explica cada columna) o
          exporta el catálogo, edítalo en Excel y vuelve a subirlo: los productos se actualizan por
          SKU.
        </p>
        <div className={styles.actions}>
          <DownloadButton label="Descargar plantilla" target={productFiles.template} />
          <DownloadButton label="Exportar catálogo" target={productFiles.catalogue} />
        </div>
      </section>

      <section className={styles.card} aria-labelledby={`${inputId}-upload`}>
        <h2 id={`${inputId}-upload`} className={styles.heading}>
          Subir archivo
        </h2>
        <ul className={styles.limits}>
          <li>Archivos .xlsx o .xls de hasta {maxMegabytes} MB.</li>
          <li>Hasta {maxRows.toLocaleString('es-CO')} productos por archivo.</li>
          <li>La lectura del archivo se detiene a los {parseSeconds} segundos.</li>
          <li>
            Antes de guardar verás qué se crea y qué se actualiza; si una fila tiene errores no se
            guarda nada.
          </li>
        </ul>
        <form className={styles.form} onSubmit={onSubmit} noValidate>
          <Field id={inputId} label="Archivo Excel" error={fieldError}>
            <input
              ref={inputRef}
              id={inputId}
              type="file"
              name="productFile"
              accept=".xlsx,.xls"
              className={styles.file}
              aria-invalid={fieldError ? true : undefined}
              disabled={sending}
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setFieldError(undefined);
                setPreview(null);
              }}
            />
          </Field>
          <Button
            type="submit"
            icon={<Upload size={16} aria-hidden="true" />}
            isLoading={check.isPending}
            disabled={sending}
          >
            {check.isPending ? 'Subiendo...' : 'Revisar archivo'}
          </Button>
        </form>
        {sending && sent !== null ? <UploadProgress sent={sent} /> : null}
      </section>

      {done ? (
        <Notice title={PRODUCT_UPLOAD_MESSAGES.success}>
          <p>
            {done.created} productos creados y {done.updated} actualizados
            {done.unchanged ? ` (${done.unchanged} sin cambios)` : ''}.
          </p>
        </Notice>
      ) : null}

      {preview ? (
        <section className={styles.card} aria-labelledby={`${inputId}-preview`}>
          <h2 id={`${inputId}-preview`} className={styles.heading}>
            <FileSpreadsheet size={20} aria-hidden="true" /> Vista previa: {file?.name}
          </h2>
          <p className={styles.summary}>{previewSummary(preview)}</p>
          {preview.errorRows ? (
            <>
              <Notice tone="danger" title="El archivo tiene filas con errores">
                <p>
                  No se guardará ningún producto hasta que las corrijas. Descarga el reporte,
                  corrige el archivo y vuelve a subirlo.
                </p>
              </Notice>
              <RecordTable
                caption="Filas con errores"
                rows={preview.errors}
                rowKey={(e) => `${e.row}-${e.column}`}
                title={{ header: 'Fila', cell: (e) => e.row, numeric: true }}
                columns={errorColumns}
              />
              {preview.errors.length < preview.errorRows ? (
                <p className={styles.lead}>
                  Se muestran los primeros {preview.errors.length} errores.
                </p>
              ) : null}
              <div className={styles.actions}>
                <Button
                  variant="secondary"
                  icon={<Download size={16} aria-hidden="true" />}
                  isLoading={report.isPending}
                  onClick={() =>
                    report.mutate(preview.errors, {
                      onError: (error) => toast.error(clientErrorMessage(error, FAILED)),
                    })
                  }
                >
                  Descargar reporte de errores
                </Button>
              </div>
            </>
          ) : null}
          {!preview.errorRows && !canConfirm ? (
            <p className={styles.lead}>El archivo no cambia ningún producto.</p>
          ) : null}
          {canConfirm ? (
            <div className={styles.actions}>
              <Button
                icon={<CheckCircle2 size={16} aria-hidden="true" />}
                isLoading={confirm.isPending}
                disabled={sending}
                onClick={onConfirm}
              >
                {confirm.isPending ? 'Subiendo...' : 'Confirmar carga'}
              </Button>
            </div>
          ) : null}
        </section>
      ) : null}
    </div>
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
