import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Package, ReceiptText } from 'lucide-react';
import {
  bogotaDate,
  documentConditions,
  formatCop,
  isOverdue,
  PAY_METHOD_LABELS,
  type DocumentTerms,
  type OrderSummary,
} from '@shop/shared';
import { CreatedBy } from '../../../components/documents/created-by';
import { Badge } from '../../../components/ui/badge/badge';
import {
  DocumentTaxesDialog,
  trmText,
  type DocumentTaxes,
} from '../../../components/tax-breakdown/document-taxes';
import { PaymentStatusBadge } from '../../../components/ui/badge/payment-status-badge';
import { Button, buttonClassName } from '../../../components/ui/button/button';
import { DownloadPdfButton } from '../../../components/ui/button/download-pdf-button';
import { EmptyState } from '../../../components/ui/empty-state/empty-state';
import { RecordTable, type RecordColumn } from '../../../components/ui/record-table/record-table';
import { paths } from '../../../config/paths';
import { formatDate, formatLongDateTime, formatShortDate } from '../../../utils/format';
import { awaitsOnlinePayment } from '../../../utils/online-payment';
import { useDownloadOrder } from '../api/download-order';
import { OrderStatusBadge } from './order-status-badge';
import styles from './orders-table.module.css';

/** The order's number, the quote it came from and, for a company, who of it placed it. */
const titleColumn = (creatorShown: boolean): RecordColumn<OrderSummary> => ({
  header: 'Orden',
  cell: (order) => (
    <span className={styles.identity}>
      <Link className={styles.code} to={paths.order.getHref(order.id)}>
        {order.customId}
      </Link>
      {order.quoteCustomId ? (
        <span className={styles.origin}> Desde {order.quoteCustomId}</span>
      ) : null}
      {creatorShown ? <CreatedBy name={order.createdBy} className={styles.origin} /> : null}
    </span>
  ),
});

// Only orders on company credit are due: a list without one has no column for it.
const DUE_ON: RecordColumn<OrderSummary> = {
  header: 'Vence',
  cell: (order) => <DueOn order={order} />,
};

const COLUMNS: RecordColumn<OrderSummary>[] = [
  // The short day of a dense list: the long one would push the row's buttons out at 1366 px.
  { header: 'Fecha', nowrap: true, cell: (order) => formatShortDate(order.createdAt) },
  { header: 'Estado', cell: (order) => <OrderStatuses order={order} /> },
  { header: 'Método de pago', cell: (order) => PAY_METHOD_LABELS[order.payMethod] },
  DUE_ON,
  { header: 'Artículos', numeric: true, cell: (order) => order.totalItems.toLocaleString('es-CO') },
  {
    header: 'Total',
    numeric: true,
    cell: (order) => <span className={styles.total}>{formatCop(order.totalOrder)}</span>,
  },
];

/** Where the goods are and whether the money arrived, side by side; then until when, or since when. */
function OrderStatuses({ order }: { order: OrderSummary }) {
  return (
    <span className={styles.statuses}>
      <span className={styles.badges}>
        <OrderStatusBadge status={order.status} />
        <PaymentStatusBadge status={order.paymentStatus} />
      </span>
      {order.paymentStatus === 'PAID' && order.paidAt ? (
        <span className={styles.when}>
          Pagada el <time dateTime={order.paidAt}>{formatLongDateTime(order.paidAt)}</time>
        </span>
      ) : order.payBy && awaitsOnlinePayment(order) ? (
        <span className={styles.when}>
          Reservada hasta <time dateTime={order.payBy}>{formatLongDateTime(order.payBy)}</time>
        </span>
      ) : null}
    </span>
  );
}

/**
 * An order on company credit: the day it is due, and 'Vencida' once that day has passed unpaid
 * (docs/payments.md, "Company credit"); other orders have no due date.
 */
function DueOn({ order }: { order: OrderSummary }) {
  if (!order.dueOn) return <span aria-label="Sin fecha de vencimiento">—</span>;
  return (
    <span className={styles.due}>
      <span className={styles.nowrap}>{formatDate(order.dueOn)}</span>
      {isOverdue(order, bogotaDate()) ? <Badge tone="danger">Vencida</Badge> : null}
    </span>
  );
}

/**
 * Whose TRM the order carries: an order from a valid quote keeps the quote's TRM and rules, so
 * it says which quote; otherwise the TRM of the day it was issued.
 */
const orderTrmLabel = (order: Pick<OrderSummary, 'quoteCustomId'>): string =>
  order.quoteCustomId ? `TRM de la cotización ${order.quoteCustomId}` : 'TRM del día de emisión';

/** 'Desglose de la orden': the frozen breakdown, the TRM it carries, its conditions. */
const taxesOf = (order: OrderSummary, terms: DocumentTerms): DocumentTaxes => ({
  title: 'Desglose de la orden',
  facts: [
    { label: 'Orden', value: <span className={styles.code}>{order.customId}</span> },
    { label: 'Fecha de emisión', value: formatDate(order.createdAt) },
    { label: 'Método de pago', value: PAY_METHOD_LABELS[order.payMethod] },
    ...(order.dueOn ? [{ label: 'Fecha de vencimiento', value: <DueOn order={order} /> }] : []),
    { label: orderTrmLabel(order), value: trmText(order) },
  ],
  taxes: order.taxes,
  legacy: { ...order, total: order.totalOrder },
  conditions: documentConditions({ kind: 'order', ...order }, terms),
  bankTransfer: order.bankTransfer,
});

/**
 * The customer's orders: the breakdown of each with the shop's conditions (`terms`, from the
 * config), and its PDF. `paymentActions` adds what an order's payment offers first in its row
 * ('Pagar' for an online order still in its window, a transfer order's receipts), given the row's
 * button class.
 */
export function OrdersTable({
  orders,
  terms,
  paymentActions,
  creatorShown = false,
}: {
  orders: readonly OrderSummary[];
  terms: DocumentTerms;
  paymentActions?: (order: OrderSummary, className: string) => ReactNode;
  /** A company's member reads its colleagues' orders too: each says who placed it. */
  creatorShown?: boolean;
}) {
  const [reading, setReading] = useState<OrderSummary | null>(null);
  return (
    <>
      <RecordTable
        caption="Sus órdenes"
        rows={orders}
        rowKey={(order) => order.id}
        title={titleColumn(creatorShown)}
        columns={orders.some((o) => o.dueOn) ? COLUMNS : COLUMNS.filter((c) => c !== DUE_ON)}
        // The breakdown and the PDF as icons (named for readers, titled on hover), so a row with
        // 'Subir comprobante' or 'Pagar' keeps its buttons in view at 1366 px; a phone card,
        // where each button is half a row wide, shows their words too.
        actions={(order) => (
          <>
            {paymentActions?.(order, styles.action!)}
            <Button
              variant="secondary"
              className={styles.action}
              icon={<ReceiptText size={16} aria-hidden="true" />}
              aria-label={`Desglose de ${order.customId}`}
              title={`Desglose de ${order.customId}`}
              onClick={() => setReading(order)}
            >
              <span className={styles.phoneLabel} aria-hidden="true">
                Desglose
              </span>
            </Button>
            <DownloadOrderButton order={order} />
          </>
        )}
      />
      <DocumentTaxesDialog
        document={reading && taxesOf(reading, terms)}
        onClose={() => setReading(null)}
      />
    </>
  );
}

function DownloadOrderButton({ order }: { order: OrderSummary }) {
  return (
    <DownloadPdfButton
      compact
      customId={order.customId}
      download={useDownloadOrder(order)}
      className={styles.action}
    >
      <span className={styles.phoneLabel} aria-hidden="true">
        PDF
      </span>
    </DownloadPdfButton>
  );
}

/** No orders yet: they come from the cart or from a quote. */
export function OrdersEmpty() {
  return (
    <EmptyState
      icon={<Package size={40} />}
      title="Aún no tiene órdenes."
      text="Cuando genere una orden desde el carrito o convierta una cotización, la verá aquí con su estado."
      action={
        <Link className={buttonClassName({})} to={paths.cart.getHref()}>
          Ir al carrito
        </Link>
      }
    />
  );
}
