import { Link } from 'react-router';
import { BriefcaseBusiness, ChevronRight } from 'lucide-react';
import {
  AGEING_BUCKET_LABELS,
  AGEING_BUCKETS,
  CREDIT_LINE_STATUS_LABELS,
  formatCop,
  type Receivable,
} from '@shop/shared';
import { Badge } from '../../../components/ui/badge/badge';
import { buttonClassName } from '../../../components/ui/button/button';
import { EmptyState } from '../../../components/ui/empty-state/empty-state';
import { RecordTable, type RecordColumn } from '../../../components/ui/record-table/record-table';
import { paths } from '../../../config/paths';
import styles from './receivables-table.module.css';

const money = (value: number, danger = false) => (
  <span className={danger && value > 0 ? styles.danger : undefined}>{formatCop(value)}</span>
);

const TITLE: RecordColumn<Receivable> = {
  header: 'Empresa',
  cell: (r) => (
    <span className={styles.identity}>
      <Link to={paths.dashboardReceivable.getHref(r.userId)} className={styles.name}>
        {r.businessName}
      </Link>
      <span className={styles.nit}>NIT {r.nit}</span>
    </span>
  ),
};

const COLUMNS: RecordColumn<Receivable>[] = [
  {
    header: 'Línea',
    cell: (r) => (
      <Badge tone={r.status === 'ACTIVE' ? 'success' : 'danger'}>
        {CREDIT_LINE_STATUS_LABELS[r.status]}
      </Badge>
    ),
  },
  { header: 'Cupo', numeric: true, cell: (r) => money(r.limit) },
  { header: 'Saldo', numeric: true, cell: (r) => <strong>{formatCop(r.owed)}</strong> },
  { header: 'Disponible', numeric: true, cell: (r) => money(r.available) },
  ...AGEING_BUCKETS.map((b): RecordColumn<Receivable> => ({
    header: AGEING_BUCKET_LABELS[b],
    numeric: true,
    cell: (r) => money(r.ageing[b], b !== 'current'),
  })),
];

/** One row per company with a credit line: its line, what it owes and how old that is. */
export function ReceivablesTable({ companies }: { companies: readonly Receivable[] }) {
  return (
    <RecordTable
      caption="Cartera por empresa"
      rows={companies}
      rowKey={(r) => r.userId}
      title={TITLE}
      columns={COLUMNS}
      actions={(r) => (
        <Link
          to={paths.dashboardReceivable.getHref(r.userId)}
          className={buttonClassName({ variant: 'secondary' })}
        >
          Ver órdenes<span className="visually-hidden"> de {r.businessName}</span>
          <ChevronRight size={16} aria-hidden="true" />
        </Link>
      )}
    />
  );
}

/** No company has a line yet: they are granted on the client's page. */
export function ReceivablesEmpty() {
  return (
    <EmptyState
      icon={<BriefcaseBusiness size={40} />}
      title="Ninguna empresa tiene crédito empresarial."
      text="Otorgue una línea de crédito desde la ficha del cliente, en Clientes; aquí verá lo que cada empresa debe y desde cuándo."
      action={
        <Link className={buttonClassName({})} to={paths.dashboardClients.getHref()}>
          Ir a Clientes
        </Link>
      }
    />
  );
}
