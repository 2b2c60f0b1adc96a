import { History } from 'lucide-react';
import { AUDIT_ACTION_LABELS, type AuditEntry } from '@shop/shared';
import { EmptyState } from '../../../components/ui/empty-state/empty-state';
import { RecordTable, type RecordColumn } from '../../../components/ui/record-table/record-table';
import { describeAuditState, type RoleNames } from '../utils/audit-state';
import { formatDateTime } from '../utils/date-time';
import styles from './client-audit.module.css';

const columns = (roleName: RoleNames): RecordColumn<AuditEntry>[] => [
  {
    header: 'Quién',
    cell: (entry) => (
      <span className={styles.actor}>{entry.actor ? entry.actor.email : 'El sistema'}</span>
    ),
  },
  { header: 'Qué', cell: (entry) => AUDIT_ACTION_LABELS[entry.action] },
  {
    header: 'Antes → Después',
    cell: (entry) => (
      <span className={styles.change}>
        <span>{describeAuditState(entry.before, roleName)}</span>
        <span aria-hidden="true"> → </span>
        <span className="visually-hidden"> pasó a </span>
        <strong>{describeAuditState(entry.after, roleName)}</strong>
      </span>
    ),
  },
  {
    header: 'Razón',
    cell: (entry) => entry.reason ?? <span className={styles.none}>Sin razón</span>,
  },
];

interface ClientAuditProps {
  entries: readonly AuditEntry[];
  roleName: RoleNames;
}

/** Who changed what on the account, when, from what to what, and why; newest first. */
export function ClientAudit({ entries, roleName }: ClientAuditProps) {
  return (
    <RecordTable
      caption="Historial de cambios"
      rows={entries}
      rowKey={(entry) => entry.id}
      title={{ header: 'Cuándo', cell: (entry) => formatDateTime(entry.createdAt) }}
      columns={columns(roleName)}
    />
  );
}

export function ClientAuditEmpty() {
  return (
    <EmptyState
      icon={<History size={40} />}
      title="Aún no hay cambios registrados."
      text="Cada cambio de estado, tipo o roles quedará aquí con quién lo hizo y por qué."
    />
  );
}
