import { useState } from 'react';
import { Link } from 'react-router';
import { History, RefreshCcw } from 'lucide-react';
import { formatCop, PAY_METHOD_LABELS, type HistoryEntry } from '@shop/shared';
import { PaymentStatusBadge } from '../../../components/ui/badge/payment-status-badge';
import { Button } from '../../../components/ui/button/button';
import { DownloadPdfButton } from '../../../components/ui/button/download-pdf-button';
import { EmptyState } from '../../../components/ui/empty-state/empty-state';
import { RecordTable, type RecordColumn } from '../../../components/ui/record-table/record-table';
import { paths } from '../../../config/paths';
import type { TableSort } from '../../../components/ui/record-table/use-sort-param';
import type { Viewer } from '../../../lib/query-keys';
import { formatDateTime, formatShortDate, formatTime } from '../../../utils/format';
import { AuditDialog } from '../../../components/ui/audit-trail/audit-dialog';
import { useDownloadDocument } from '../api/download-document';
import { HISTORY_TYPE_LABELS } from '../utils/history-filters';
import { HistoryStatusBadge } from './history-status-badge';
import { orderAudit } from './order-audit';
import { isOrderEntry, OrderStatusDialog, type OrderEntry } from './order-status-dialog';
import styles from './history-table.module.css';

// The type sits under the number: 'ORD-'/'COT-' already tell them apart at a glance.
const TITLE: RecordColumn<HistoryEntry> = {
  header: 'Número',
  sortKey: 'customId',
  cell: (entry) => (
    <span className={styles.stack}>
      <Link
        className={styles.code}
        to={
          entry.type === 'order'
            ? paths.dashboardHistoryOrder.getHref(entry.id)
            : paths.dashboardHistoryQuote.getHref(entry.id)
        }
      >
        {entry.customId}
      </Link>
      <span className={styles.sub}>{HISTORY_TYPE_LABELS[entry.type]}</span>
    </span>
  ),
};

const COLUMNS: RecordColumn<HistoryEntry>[] = [
  {
    header: 'Cliente',
    sortKey: 'customer',
    cell: ({ customer }) => (
      <span className={styles.stack}>
        <span className={styles.customerName}>{customer.businessName ?? customer.name}</span>
        <span className={styles.sub}>{emailWithBreak(customer.email)}</span>
      </span>
    ),
  },
  {
    header: 'Fecha',
    sortKey: 'createdAt',
    nowrap: true,
    // The history lists many documents a day: the hour tells them apart.
    cell: (entry) => (
      <time className={styles.stack} dateTime={entry.createdAt}>
        {formatShortDate(entry.createdAt)}
        <span className={styles.sub}>{formatTime(entry.createdAt)}</span>
      </time>
    ),
  },
  {
    header: 'Artículos',
    sortKey: 'totalItems',
    numeric: true,
    cell: (entry) => entry.totalItems.toLocaleString('es-CO'),
  },
  {
    header: 'Total',
    sortKey: 'total',
    numeric: true,
    cell: (entry) => <span className={styles.total}>{formatCop(entry.total)}</span>,
  },
  // One column for both states, so the row's buttons still fit beside them at 1366 px.
  { header: 'Estado y pago', sortKey: 'status', cell: (entry) => <EntryStatuses entry={entry} /> },
];

/**
 * Where the document stands and, for an order, its money: whether it arrived, how it is paid,
 * since when. A quote is not paid.
 */
function EntryStatuses({ entry }: { entry: HistoryEntry }) {
  const { paymentStatus, payMethod, paidAt } = entry;
  return (
    <span className={styles.payment}>
      <span className={styles.badges}>
        <HistoryStatusBadge status={entry.status} />
        {paymentStatus ? <PaymentStatusBadge status={paymentStatus} /> : null}
      </span>
      <span className={styles.sub}>
        {payMethod ? PAY_METHOD_LABELS[payMethod] : 'Pago: no aplica'}
      </span>
      {paymentStatus === 'PAID' && paidAt ? (
        <time className={styles.sub} dateTime={paidAt}>
          Pagada el {formatDateTime(paidAt)}
        </time>
      ) : null}
    </span>
  );
}

/** An address may wrap after its '@', never inside the name or the domain. */
function emailWithBreak(email: string) {
  const at = email.indexOf('@');
  if (at < 0) return email;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}

/** Quotes and orders of every customer: each downloadable, each order's status changeable. */
export function HistoryTable({
  viewer,
  entries,
  sort,
}: {
  viewer: Viewer;
  entries: readonly HistoryEntry[];
  sort: TableSort;
}) {
  const [changing, setChanging] = useState<OrderEntry | null>(null);
  const [auditing, setAuditing] = useState<OrderEntry | null>(null);
  return (
    <>
      <RecordTable
        caption="Órdenes y cotizaciones"
        rows={entries}
        rowKey={(entry) => `${entry.type}-${entry.id}`}
        title={TITLE}
        columns={COLUMNS}
        sort={sort}
        actions={(entry) => (
          <>
            <span className={styles.iconActions}>
              <DownloadButton entry={entry} />
              {isOrderEntry(entry) ? (
                <AuditButton order={entry} onClick={() => setAuditing(entry)} />
              ) : null}
            </span>
            {isOrderEntry(entry) ? (
              <Button
                variant="secondary"
                className={styles.action}
                icon={<RefreshCcw size={16} aria-hidden="true" />}
                onClick={() => setChanging(entry)}
              >
                Cambiar estado<span className="visually-hidden"> de {entry.customId}</span>
              </Button>
            ) : null}
          </>
        )}
      />
      <OrderStatusDialog order={changing} onClose={() => setChanging(null)} />
      <AuditDialog {...orderAudit(viewer, auditing)} onClose={() => setAuditing(null)} />
    </>
  );
}

/**
 * Only an icon in the row, so the table fits beside the menu at 1280 px; named for readers.
 * Worded 'PDF' on a phone's card, like 'Ver cambios' beside it.
 */
function DownloadButton({ entry }: { entry: HistoryEntry }) {
  return (
    <DownloadPdfButton
      compact
      customId={entry.customId}
      download={useDownloadDocument(entry)}
      className={styles.action}
    >
      <span className={styles.phoneText}>PDF</span>
    </DownloadPdfButton>
  );
}

/**
 * 'Ver cambios': an icon in the table, for the same reason as the download; worded on a phone's
 * card, where the row has room and a bare clock would leave people guessing.
 */
function AuditButton({ order, onClick }: { order: OrderEntry; onClick: () => void }) {
  const label = `Ver cambios de ${order.customId}`;
  return (
    <Button
      variant="secondary"
      className={styles.action}
      icon={<History size={16} aria-hidden="true" />}
      aria-label={label}
      title={label}
      onClick={onClick}
    >
      <span className={styles.phoneText}>Ver cambios</span>
    </Button>
  );
}

/** Nothing matches: with filters, a way back to everything. */
export function HistoryEmpty({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  return (
    <EmptyState
      icon={<History size={40} />}
      title={
        filtered
          ? 'Ninguna orden o cotización coincide con los filtros.'
          : 'Aún no hay órdenes ni cotizaciones.'
      }
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
