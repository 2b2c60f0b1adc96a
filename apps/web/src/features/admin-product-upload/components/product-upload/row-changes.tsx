import {
  type ProductUploadChange,
  type ProductUploadResult,
  type ProductUploadRow,
} from '@shop/shared';
import { Badge, type BadgeTone } from '../../../../components/ui/badge/badge';
import { RecordTable } from '../../../../components/ui/record-table/record-table';
import styles from './product-upload.module.css';

const KINDS: Record<ProductUploadRow['kind'], { label: string; tone: BadgeTone }> = {
  new: { label: 'Nuevo', tone: 'success' },
  update: { label: 'Actualiza', tone: 'info' },
  unchanged: { label: 'Sin cambios', tone: 'neutral' },
};

/** A value the product did not have (no data sheet, no subcategory) still reads as something. */
function Value({ text }: { text: string }) {
  return text ? <>{text}</> : <span className={styles.empty}>(vacío)</span>;
}

/** 'Precio (COP): $ 120.000 → $ 135.000', the arrow read out as words. */
function Change({ change }: { change: ProductUploadChange }) {
  return (
    <li>
      <span className={styles.changeLabel}>{change.label}:</span>{' '}
      <span className={styles.before}>
        <Value text={change.before} />
      </span>{' '}
      <span aria-hidden="true">→</span>
      <span className="visually-hidden">{' pasa a'}</span>{' '}
      <span className={styles.after}>
        <Value text={change.after} />
      </span>
    </li>
  );
}

function Changes({ row }: { row: ProductUploadRow }) {
  if (row.kind === 'new') return <>Se crea el producto.</>;
  if (row.kind === 'unchanged') return <>—</>;
  return (
    <ul className={styles.changes}>
      {row.changes.map((change) => (
        <Change key={change.field} change={change} />
      ))}
    </ul>
  );
}

const columns = [
  { header: 'Fila', cell: (r: ProductUploadRow) => r.row, numeric: true },
  { header: 'Producto', cell: (r: ProductUploadRow) => r.name },
  {
    header: 'Resultado',
    cell: (r: ProductUploadRow) => <Badge tone={KINDS[r.kind].tone}>{KINDS[r.kind].label}</Badge>,
    nowrap: true,
  },
  { header: 'Cambios', cell: (r: ProductUploadRow) => <Changes row={r} />, wide: true },
];

/** 'Filas mostradas: 500 de 600…', when the answer left rows out (no verb to agree with 1). */
export function leftOutNote({
  rows,
  rowsLeftOut,
}: {
  rows: readonly unknown[];
  rowsLeftOut: number;
}): string {
  const total = rows.length + rowsLeftOut;
  return `Filas mostradas: ${rows.length.toLocaleString('es-CO')} de ${total.toLocaleString('es-CO')}, primero las que crean o cambian un producto; al confirmar se guarda el archivo completo.`;
}

/** 'Cambios por fila': what each good row of the file does, before anything is written. */
export function RowChanges({ preview }: { preview: ProductUploadResult }) {
  if (!preview.rows.length) return null;
  return (
    <div className={styles.rowChanges}>
      <h3 className={styles.subheading}>Cambios por fila</h3>
      <RecordTable
        caption="Cambios por fila"
        rows={preview.rows}
        rowKey={(r) => r.row}
        // The SKU heads each card on a phone: a bare row number would say little there.
        title={{ header: 'SKU', cell: (r) => r.sku }}
        columns={columns}
      />
      {preview.rowsLeftOut ? <p className={styles.lead}>{leftOutNote(preview)}</p> : null}
    </div>
  );
}
