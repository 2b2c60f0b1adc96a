import { HandCoins, PackageCheck } from 'lucide-react';
import { formatCop, PAYMENT_STATUS_LABELS, type CreditOrder } from '@shop/shared';
import { Badge } from '../../../components/ui/badge/badge';
import { Button } from '../../../components/ui/button/button';
import { EmptyState } from '../../../components/ui/empty-state/empty-state';
import { RecordTable, type RecordColumn } from '../../../components/ui/record-table/record-table';
import { formatDate } from '../../../utils/format';
import { dueText } from '../utils/ageing';
import styles from './credit-orders-table.module.css';

const TITLE: RecordColumn<CreditOrder> = {
  header: 'Orden',
  cell: (o) => <span className={styles.code}>{o.customId}</span>,
};

const COLUMNS: RecordColumn<CreditOrder>[] = [
  { header: 'Fecha', nowrap: true, cell: (o) => formatDate(o.createdAt) },
  {
    header: 'Vence',
    cell: (o) => (
      <span className={styles.due}>
        <span className={styles.nowrap}>{formatDate(o.dueOn)}</span>
        <Badge tone={o.daysPastDue > 0 ? 'danger' : 'neutral'}>{dueText(o)}</Badge>
      </span>
    ),
  },
  { header: 'Pago', cell: (o) => PAYMENT_STATUS_LABELS[o.paymentStatus] },
  { header: 'Total', numeric: true, cell: (o) => formatCop(o.total) },
  { header: 'Abonado', numeric: true, cell: (o) => formatCop(o.amountPaid) },
  { header: 'Saldo', numeric: true, cell: (o) => <strong>{formatCop(o.owed)}</strong> },
];

interface CreditOrdersTableProps {
  orders: readonly CreditOrder[];
  /** 'Registrar abono' of one order. */
  onRecord: (order: CreditOrder) => void;
}

/** A company's orders on credit still owed on, the earliest due first. */
export function CreditOrdersTable({ orders, onRecord }: CreditOrdersTableProps) {
  return (
    <RecordTable
      caption="Órdenes a crédito por cobrar"
      rows={orders}
      rowKey={(o) => o.orderId}
      title={TITLE}
      columns={COLUMNS}
      actions={(o) => (
        <Button
          variant="secondary"
          icon={<HandCoins size={16} aria-hidden="true" />}
          onClick={() => onRecord(o)}
        >
          Registrar abono<span className="visually-hidden"> a {o.customId}</span>
        </Button>
      )}
    />
  );
}

export function CreditOrdersEmpty() {
  return (
    <EmptyState
      icon={<PackageCheck size={40} />}
      title="Esta empresa no debe nada."
      text="Sus órdenes a crédito están pagadas; las nuevas aparecerán aquí con su fecha de vencimiento."
    />
  );
}
