import { formatCop, type StaffReceipt } from '@shop/shared';
import { formatDateTime } from '../../../utils/format';
import styles from './receipts.module.css';

/** Whose receipt it is and how the order's money stands, above a decision. */
export function ReceiptFacts({ receipt }: { receipt: StaffReceipt }) {
  const { order, customer } = receipt;
  const owed = Math.max(0, order.total - order.amountPaid);
  return (
    <dl className={styles.facts}>
      <div>
        <dt>Orden</dt>
        <dd className={styles.code}>{order.customId}</dd>
      </div>
      <div>
        <dt>Cliente</dt>
        <dd>{customer.businessName ?? customer.name}</dd>
      </div>
      <div>
        <dt>Comprobante</dt>
        <dd>
          {receipt.fileName}, enviado el {formatDateTime(receipt.uploadedAt)}
        </dd>
      </div>
      <div>
        <dt>Total a pagar</dt>
        <dd className={styles.figure}>{formatCop(order.total)}</dd>
      </div>
      <div>
        <dt>Ya pagado</dt>
        <dd className={styles.figure}>{formatCop(order.amountPaid)}</dd>
      </div>
      <div>
        <dt>Falta por pagar</dt>
        <dd className={styles.figure}>{formatCop(owed)}</dd>
      </div>
    </dl>
  );
}
