import { Banknote, Eye } from 'lucide-react';
import {
  formatCop,
  PAY_METHOD_LABELS,
  PURCHASE_ORDER_LABEL,
  type PaymentEntry,
} from '@shop/shared';
import { PaymentStatusBadge } from '../../../components/ui/badge/payment-status-badge';
import { Button } from '../../../components/ui/button/button';
import { EmptyState } from '../../../components/ui/empty-state/empty-state';
import { RecordTable, type RecordColumn } from '../../../components/ui/record-table/record-table';
import { formatDateTime, formatShortDate, formatTime } from '../../../utils/format';
import styles from './payments-table.module.css';

const TITLE: RecordColumn<PaymentEntry> = {
  header: 'Orden',
  cell: (entry) => (
    <span className={styles.stack}>
      <span className={styles.code}>{entry.customId}</span>
      {entry.purchaseOrder ? (
        <span className={styles.sub}>
          {PURCHASE_ORDER_LABEL}: {entry.purchaseOrder}
        </span>
      ) : null}
      <time className={styles.sub} dateTime={entry.createdAt}>
        {formatShortDate(entry.createdAt)}, {formatTime(entry.createdAt)}
      </time>
    </span>
  ),
};

/** Since when it is paid, until when it is reserved, or the refund staff owe. */
function PaymentWhen({ entry }: { entry: PaymentEntry }) {
  if (entry.refund?.status === 'DUE')
    return <span className={styles.due}>Devolver {formatCop(entry.refund.amount)}</span>;
  if (entry.paymentStatus === 'PAID' && entry.paidAt)
    return <span className={styles.sub}>Pagada el {formatDateTime(entry.paidAt)}</span>;
  if ((entry.paymentStatus === 'UNPAID' || entry.paymentStatus === 'PENDING') && entry.payBy)
    return <span className={styles.sub}>Reservada hasta {formatDateTime(entry.payBy)}</span>;
  return null;
}

const COLUMNS: RecordColumn<PaymentEntry>[] = [
  {
    header: 'Cliente',
    cell: ({ customer }) => (
      <span className={styles.stack}>
        <span className={styles.customerName}>{customer.businessName ?? customer.name}</span>
        <span className={styles.email}>{customer.email}</span>
      </span>
    ),
  },
  {
    header: 'Pago',
    cell: (entry) => (
      <span className={styles.stack}>
        <PaymentStatusBadge status={entry.paymentStatus} />
        <span className={styles.sub}>{PAY_METHOD_LABELS[entry.payMethod]}</span>
        <PaymentWhen entry={entry} />
      </span>
    ),
  },
  {
    header: 'Total',
    numeric: true,
    cell: (entry) => <span className={styles.total}>{formatCop(entry.total)}</span>,
  },
  { header: 'Recibido', numeric: true, cell: (entry) => formatCop(entry.amountPaid) },
];

/** Every order's money: its status and method, what came in, and its detail one press away. */
export function PaymentsTable({
  entries,
  onOpen,
}: {
  entries: readonly PaymentEntry[];
  onOpen: (entry: PaymentEntry) => void;
}) {
  return (
    <RecordTable
      caption="Pagos de las órdenes"
      rows={entries}
      rowKey={(entry) => entry.orderId}
      title={TITLE}
      columns={COLUMNS}
      actions={(entry) => (
        <Button
          variant="secondary"
          className={styles.action}
          icon={<Eye size={16} aria-hidden="true" />}
          onClick={() => onOpen(entry)}
        >
          Ver detalle<span className="visually-hidden"> de {entry.customId}</span>
        </Button>
      )}
    />
  );
}

/** Nothing matches: with filters, a way back to everything. */
export function PaymentsEmpty({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  return (
    <EmptyState
      icon={<Banknote size={40} />}
      title={filtered ? 'Ningún pago coincide con los filtros.' : 'Aún no hay órdenes.'}
      action={
        filtered ? (
          <Button variant="secondary" onClick={onClear}>
            Quitar filtros
          </Button>
        ) : null
      }
    />
  );
}
