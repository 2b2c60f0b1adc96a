import { formatCop, type DocumentLineView } from '@shop/shared';
import { RecordTable, type RecordColumn } from '../ui/record-table/record-table';
import { vatPercent } from '../../utils/format';
import styles from './document-detail.module.css';

const TITLE: RecordColumn<DocumentLineView> = {
  header: 'Producto',
  cell: (line) => (
    <span className={styles.product}>
      <span className={styles.productName}>{line.name}</span>
      <span className={styles.sub}>
        Modelo {line.model} · SKU {line.sku}
      </span>
    </span>
  ),
};

const COLUMNS: RecordColumn<DocumentLineView>[] = [
  { header: 'Cantidad', numeric: true, cell: (line) => line.quantity.toLocaleString('es-CO') },
  { header: 'Precio unitario', numeric: true, cell: (line) => formatCop(line.unitPrice) },
  {
    header: 'IVA',
    numeric: true,
    cell: (line) => (line.vat > 0 ? vatPercent(line.vat) : 'Excluido'),
  },
  {
    header: 'Total',
    numeric: true,
    cell: (line) => <span className={styles.amount}>{formatCop(line.lineTotal)}</span>,
  },
];

/** The lines of a quote or order as they were priced when it was made (before IVA). */
export function DocumentLines({
  lines,
  caption,
}: {
  lines: readonly DocumentLineView[];
  caption: string;
}) {
  return (
    <RecordTable
      caption={caption}
      rows={lines}
      rowKey={(line) => `${line.sku}-${line.model}-${line.unitPrice}`}
      title={TITLE}
      columns={COLUMNS}
    />
  );
}
