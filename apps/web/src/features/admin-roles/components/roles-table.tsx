import { History, Pencil, ShieldOff, Trash2 } from 'lucide-react';
import { PERMISSION_LABELS, ROLE_MESSAGES, type Role } from '@shop/shared';
import { Badge } from '../../../components/ui/badge/badge';
import { Button } from '../../../components/ui/button/button';
import { EmptyState } from '../../../components/ui/empty-state/empty-state';
import { RecordTable, type RecordColumn } from '../../../components/ui/record-table/record-table';
import styles from './roles-table.module.css';

const TITLE: RecordColumn<Role> = { header: 'Rol', cell: (role) => role.name };

const COLUMNS: RecordColumn<Role>[] = [
  {
    header: 'Descripción',
    cell: (role) => role.description || <span className={styles.faded}>Sin descripción</span>,
  },
  {
    header: 'Permisos',
    cell: (role) =>
      role.permissions.length ? (
        <ul className={styles.permissions} aria-label={`Permisos de ${role.name}`}>
          {role.permissions.map((permission) => (
            <li key={permission}>
              <Badge className={styles.permission}>{PERMISSION_LABELS[permission]}</Badge>
            </li>
          ))}
        </ul>
      ) : (
        <span className={styles.faded}>Ninguno</span>
      ),
  },
  { header: 'Cuentas', numeric: true, cell: (role) => role.accounts.toLocaleString('es-CO') },
];

interface RolesTableProps {
  roles: readonly Role[];
  onEdit: (role: Role) => void;
  onDelete: (role: Role) => void;
  onHistory: (role: Role) => void;
}

/** Every role with what it allows and how many accounts hold it. */
export function RolesTable({ roles, onEdit, onDelete, onHistory }: RolesTableProps) {
  return (
    <RecordTable
      caption="Roles"
      rows={roles}
      rowKey={(role) => role.id}
      title={TITLE}
      columns={COLUMNS}
      actions={(role) => (
        <>
          <Button
            variant="secondary"
            className={styles.action}
            icon={<History size={16} aria-hidden="true" />}
            onClick={() => onHistory(role)}
          >
            Historial<span className="visually-hidden"> del rol {role.name}</span>
          </Button>
          <Button
            variant="secondary"
            className={styles.action}
            icon={<Pencil size={16} aria-hidden="true" />}
            onClick={() => onEdit(role)}
          >
            Editar<span className="visually-hidden"> el rol {role.name}</span>
          </Button>
          <Button
            variant="secondary"
            className={styles.action}
            icon={<Trash2 size={16} aria-hidden="true" />}
            onClick={() => onDelete(role)}
          >
            Eliminar<span className="visually-hidden"> el rol {role.name}</span>
          </Button>
        </>
      )}
    />
  );
}

export function RolesEmpty() {
  return <EmptyState icon={<ShieldOff size={40} />} title={ROLE_MESSAGES.empty} />;
}
