import { useId, type ReactNode } from 'react';
import { CircleCheck } from 'lucide-react';
import {
  documentConditions,
  formatCop,
  PAY_METHOD_LABELS,
  type DocumentTerms,
  type OrderSummary,
} from '@shop/shared';
import { DocumentNotes } from '../../../components/tax-breakdown/document-notes';
import { formatDate } from '../../../utils/format';
import { DeliveryAddressLine } from './delivery-address-line';
import styles from './placed-order.module.css';

/**
 * What the orders page shows first after the customer places an order: that it was received and
 * is no invoice, what to pay and how, with the accounts when it is paid by transfer, and the
 * shop's conditions (`terms`, from the config) as the order's PDF prints them. `children` is
 * the order's payment: what the page offers to pay it now (online, a transfer's receipt).
 */
export function PlacedOrder({
  order,
  terms,
  children,
}: {
  order: OrderSummary;
  terms: DocumentTerms;
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <section className={styles.placed} aria-labelledby={id}>
      <h2 id={id} className={styles.title}>
        <CircleCheck size={22} aria-hidden="true" className={styles.icon} />
        {/* The code never breaks at its hyphens, even at 360 px. */}
        <span>
          Orden <span className={styles.code}>{order.customId}</span> recibida
        </span>
      </h2>
      <dl className={styles.figures}>
        <div>
          <dt>Total a pagar</dt>
          <dd className={styles.total}>{formatCop(order.totalOrder)}</dd>
        </div>
        <div>
          <dt>Método de pago</dt>
          <dd>{PAY_METHOD_LABELS[order.payMethod]}</dd>
        </div>
        {order.dueOn ? (
          <div>
            <dt>Fecha de vencimiento</dt>
            <dd>{formatDate(order.dueOn)}</dd>
          </div>
        ) : null}
      </dl>
      {order.deliveryAddress ? <DeliveryAddressLine address={order.deliveryAddress} /> : null}
      <DocumentNotes
        conditions={documentConditions({ kind: 'order', ...order }, terms)}
        bankTransfer={order.bankTransfer}
      />
      {children}
    </section>
  );
}
