import { Link } from 'react-router';
import { Users } from 'lucide-react';
import { CLIENT_TYPE_LABELS, formatNit, type ClientListItem } from '@shop/shared';
import { ClientStatusBadge } from '../../../components/ui/badge/client-status-badge';
import { EmptyState } from '../../../components/ui/empty-state/empty-state';
import { RecordTable, type RecordColumn } from '../../../components/ui/record-table/record-table';
import type { TableSort } from '../../../components/ui/record-table/use-sort-param';
import { paths } from '../../../config/paths';
import { cx } from '../../../utils/cx';
import { formatDate } from '../../../utils/format';
import { TypeRequestBadge } from './type-request-badge';
import styles from './clients-table.module.css';

// The name is a real link; it also covers its row (or card), so a click anywhere opens the detail.
const TITLE: RecordColumn<ClientListItem> = {
  header: 'Cliente',
  sortKey: 'name',
  cell: (client) => (
    <span className={styles.identity}>
      <Link className={styles.rowLink} to={paths.dashboardClient.getHref(client.id)}>
        {client.businessName ?? client.fullName}
      </Link>
      {client.businessName ? <span className={styles.secondary}>{client.fullName}</span> : null}
      <span className={cx(styles.secondary, styles.email)}>{client.email}</span>
    </span>
  ),
};

const COLUMNS: RecordColumn<ClientListItem>[] = [
  {
    header: 'NIT o documento',
    sortKey: 'identification',
    nowrap: true,
    cell: (client) =>
      client.businessName ? formatNit(client.identificationNumber) : client.identificationNumber,
  },
  {
    header: 'Tipo de cliente',
    sortKey: 'clientType',
    cell: (client) => (
      <span className={styles.type}>
        {CLIENT_TYPE_LABELS[client.clientType]}
        {client.requestedClientType ? <TypeRequestBadge type={client.requestedClientType} /> : null}
      </span>
    ),
  },
  {
    header: 'Estado',
    sortKey: 'clientStatus',
    cell: (client) => <ClientStatusBadge status={client.clientStatus} />,
  },
  {
    header: 'Registro',
    sortKey: 'createdAt',
    nowrap: true,
    cell: (client) => formatDate(client.createdAt),
  },
];

/** The clients of one page: a wide table, cards on phones; each opens the client's detail. */
export function ClientsTable({
  clients,
  sort,
}: {
  clients: readonly ClientListItem[];
  sort: TableSort;
}) {
  return (
    <div className={styles.clickable}>
      <RecordTable
        caption="Clientes"
        rows={clients}
        rowKey={(client) => client.id}
        title={TITLE}
        columns={COLUMNS}
        sort={sort}
      />
    </div>
  );
}

/** No client matches: with filters that is what they narrowed to, without them nobody registered. */
export function ClientsEmpty({ filtered }: { filtered: boolean }) {
  return (
    <EmptyState
      icon={<Users size={40} />}
      title={filtered ? 'Ningún cliente coincide con los filtros.' : 'Aún no hay clientes.'}
      text={
        filtered
          ? "Pruebe con otro nombre, NIT o correo, o use 'Quitar filtros'."
          : 'Las cuentas aparecen aquí cuando alguien se registra en la tienda.'
      }
    />
  );
}
