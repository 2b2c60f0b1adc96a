import { CircleCheck, Eye, Inbox, XCircle } from 'lucide-react';
import { formatCop, type StaffReceipt } from '@shop/shared';
import { Button } from '../../../components/ui/button/button';
import { EmptyState } from '../../../components/ui/empty-state/empty-state';
import { RecordTable, type RecordColumn } from '../../../components/ui/record-table/record-table';
import { formatDateTime } from '../../../utils/format';
import styles from './receipts.module.css';

const TITLE: RecordColumn<StaffReceipt> = {
  header: 'Orden',
  cell: (r) => <span className={styles.code}>{r.order.customId}</span>,
};

/** The columns; the receipt's name opens it (`opening`: the one on its way). */
const columnsOf = (
  onOpen: (receipt: StaffReceipt) => void,
  opening: number | null,
): RecordColumn<StaffReceipt>[] => [
  {
    header: 'Cliente',
    cell: (r) => (
      <span className={styles.stack}>
        <span>{r.customer.businessName ?? r.customer.name}</span>
        <span className={styles.muted}>{r.customer.email}</span>
      </span>
    ),
  },
  {
    header: 'Comprobante',
    cell: (r) => (
      <span className={styles.stack}>
        <Button
          variant="link"
          className={styles.fileName}
          icon={<Eye size={16} aria-hidden="true" />}
          isLoading={opening === r.id}
          onClick={() => onOpen(r)}
        >
          {r.fileName}
          <span className="visually-hidden">, ver el comprobante de {r.order.customId}</span>
        </Button>
        <span className={styles.muted}>Enviado el {formatDateTime(r.uploadedAt)}</span>
      </span>
    ),
  },
  {
    header: 'Por pagar',
    numeric: true,
    cell: (r) => (
      <span className={styles.stack}>
        <span className={styles.owed}>
          {formatCop(Math.max(0, r.order.total - r.order.amountPaid))}
        </span>
        <span className={styles.muted}>Total {formatCop(r.order.total)}</span>
        <span className={styles.muted}>Pagado {formatCop(r.order.amountPaid)}</span>
      </span>
    ),
  },
];

interface PendingReceiptsTableProps {
  receipts: readonly StaffReceipt[];
  onOpen: (receipt: StaffReceipt) => void;
  onConfirm: (receipt: StaffReceipt) => void;
  onReject: (receipt: StaffReceipt) => void;
  /** The receipt whose file is on its way (its button shows it). */
  opening?: number | null;
}

/** The receipts waiting for review, oldest first: each one opened, confirmed or rejected. */
export function PendingReceiptsTable({
  receipts,
  onOpen,
  onConfirm,
  onReject,
  opening = null,
}: PendingReceiptsTableProps) {
  return (
    <RecordTable
      caption="Comprobantes por revisar"
      rows={receipts}
      rowKey={(r) => r.id}
      title={TITLE}
      columns={columnsOf(onOpen, opening)}
      actions={(r) => (
        <>
          <Button
            className={styles.action}
            icon={<CircleCheck size={16} aria-hidden="true" />}
            onClick={() => onConfirm(r)}
          >
            Confirmar<span className="visually-hidden"> el pago de {r.order.customId}</span>
          </Button>
          <Button
            variant="secondary"
            className={styles.action}
            icon={<XCircle size={16} aria-hidden="true" />}
            onClick={() => onReject(r)}
          >
            Rechazar<span className="visually-hidden"> el comprobante de {r.order.customId}</span>
          </Button>
        </>
      )}
    />
  );
}

/** Nothing waits: every receipt was reviewed. */
export function PendingReceiptsEmpty() {
  return (
    <EmptyState
      icon={<Inbox size={40} />}
      title="No hay comprobantes por revisar."
      text="Cuando un cliente suba el comprobante de una transferencia, aparecerá aquí."
    />
  );
}
