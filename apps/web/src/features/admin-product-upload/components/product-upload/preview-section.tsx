import { CheckCircle2, Download, FileSpreadsheet } from 'lucide-react';
import { toast } from '../../../../lib/toast';
import { countOf, type ProductUploadResult, type ProductUploadRowError } from '@shop/shared';
import { Button } from '../../../../components/ui/button/button';
import { Notice } from '../../../../components/ui/notice/notice';
import { RecordTable } from '../../../../components/ui/record-table/record-table';
import { clientErrorMessage } from '../../../../lib/api-client';
import { useRowReportDownload } from '../../api/product-upload';
import styles from './product-upload.module.css';
import { RowChanges } from './row-changes';
import { UPLOAD_FAILED, type ProductUploadState } from './use-product-upload';

/** "120 nuevos, 380 actualizados, 3 con errores" (and the unchanged ones, when there are). */
export function previewSummary(
  result: Pick<ProductUploadResult, 'created' | 'updated' | 'unchanged' | 'errorRows'>,
): string {
  const parts = [
    countOf(result.created, 'nuevo', 'nuevos'),
    countOf(result.updated, 'actualizado', 'actualizados'),
    `${countOf(result.errorRows, 'fila', 'filas')} con errores`,
  ];
  if (result.unchanged)
    parts.push(`${countOf(result.unchanged, 'producto', 'productos')} sin cambios`);
  return parts.join(', ');
}

const errorColumns = [
  { header: 'SKU', cell: (e: ProductUploadRowError) => e.sku || '—', nowrap: true },
  { header: 'Columna', cell: (e: ProductUploadRowError) => e.column },
  { header: 'Motivo', cell: (e: ProductUploadRowError) => e.reason },
];

interface PreviewSectionProps {
  headingId: string;
  preview: ProductUploadResult;
  upload: ProductUploadState;
}

/** 'Vista previa': what the file would do, its bad rows with their report, or the confirmation. */
export function PreviewSection({ headingId, preview, upload }: PreviewSectionProps) {
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        <FileSpreadsheet size={20} aria-hidden="true" /> Vista previa: {upload.file?.name}
      </h2>
      <p className={styles.summary}>{previewSummary(preview)}</p>
      {preview.errorRows ? <RowErrors preview={preview} /> : null}
      {!preview.errorRows && !upload.canConfirm ? (
        <p className={styles.lead}>El archivo no cambia ningún producto.</p>
      ) : null}
      <RowChanges preview={preview} />
      {upload.canConfirm ? (
        <div className={styles.actions}>
          <Button
            icon={<CheckCircle2 size={16} aria-hidden="true" />}
            isLoading={upload.confirming}
            disabled={upload.sending}
            onClick={upload.onConfirm}
          >
            {upload.confirming ? 'Subiendo…' : 'Confirmar carga'}
          </Button>
        </div>
      ) : null}
    </section>
  );
}

/** The rows that stop the upload, the first ones listed, all of them in the report. */
function RowErrors({ preview }: { preview: ProductUploadResult }) {
  const report = useRowReportDownload();
  return (
    <>
      <Notice tone="danger" title="El archivo tiene filas con errores">
        <p>
          No se guardará ningún producto hasta que las corrija. Descargue el reporte, corrija el
          archivo y vuelva a subirlo.
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
          Errores mostrados: {preview.errors.length.toLocaleString('es-CO')} (los primeros del
          archivo).
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button
          variant="secondary"
          icon={<Download size={16} aria-hidden="true" />}
          isLoading={report.isPending}
          onClick={() =>
            report.mutate(preview.errors, {
              onError: (error) => toast.error(clientErrorMessage(error, UPLOAD_FAILED)),
            })
          }
        >
          Descargar reporte de errores
        </Button>
      </div>
    </>
  );
}
