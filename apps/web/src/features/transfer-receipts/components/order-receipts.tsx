import { useId } from 'react';
import { FileText, Image as ImageIcon } from 'lucide-react';
import {
  COMPANY_MESSAGES,
  formatCop,
  PAYMENT_STATUS_LABELS,
  TRANSFER_MESSAGES,
  TRANSFER_RECEIPT_STATUS_LABELS,
  type BankTransfer,
  type PaymentStatus,
  type TransferReceipt,
} from '@shop/shared';
import { LoadProblem } from '../../../components/errors/load-problem';
import { BankAccounts } from '../../../components/tax-breakdown/document-notes';
import { Badge, type BadgeTone } from '../../../components/ui/badge/badge';
import { Button } from '../../../components/ui/button/button';
import { Skeleton } from '../../../components/ui/skeleton/skeleton';
import type { Viewer } from '../../../lib/query-keys';
import { formatDate } from '../../../utils/format';
import { useOrderReceipts } from '../api/get-order-receipts';
import { useOpenReceipt } from '../api/open-receipt';
import { ReceiptUpload } from './receipt-upload';
import styles from './order-receipts.module.css';

const PAYMENT_TONES: Record<PaymentStatus, BadgeTone> = {
  UNPAID: 'neutral',
  PENDING: 'info',
  PARTIALLY_PAID: 'progress',
  PAID: 'success',
  EXPIRED: 'danger',
  REFUND_DUE: 'danger',
  REFUNDED: 'neutral',
};

const RECEIPT_TONES: Record<TransferReceipt['status'], BadgeTone> = {
  PENDING: 'info',
  CONFIRMED: 'success',
  REJECTED: 'danger',
};

interface OrderReceiptsProps {
  viewer: Viewer;
  orderId: number;
  /** The accounts to pay into, when the place around does not show them already. */
  bankTransfer?: BankTransfer | null;
  /** False where the page around already shows the payment status and the amount paid. */
  showsMoney?: boolean;
  /** False for a member whose company role only reads: receipts are listed, none is sent. */
  uploads?: boolean;
}

/**
 * Paying an order by transfer: how its money stands, the accounts, each receipt sent with what
 * staff made of it (pending, confirmed, or rejected and why), and the upload of another one while
 * the order takes it (otherwise why not).
 */
export function OrderReceipts({
  viewer,
  orderId,
  bankTransfer = null,
  showsMoney = true,
  uploads = true,
}: OrderReceiptsProps) {
  const id = useId();
  const receipts = useOrderReceipts(viewer, orderId);
  const data = receipts.data;
  return (
    <section className={styles.panel} aria-labelledby={id}>
      <h3 id={id} className={styles.heading}>
        Comprobantes de pago
      </h3>
      {data ? (
        <>
          {showsMoney ? (
            <p className={styles.money}>
              <Badge tone={PAYMENT_TONES[data.paymentStatus]}>
                {PAYMENT_STATUS_LABELS[data.paymentStatus]}
              </Badge>
              <span>
                Pagado {formatCop(data.amountPaid)} de {formatCop(data.total)}
              </span>
            </p>
          ) : null}
          {bankTransfer && bankTransfer.accounts.length > 0 ? (
            <BankAccounts transfer={bankTransfer} />
          ) : null}
          {data.receipts.length > 0 ? (
            <ul role="list" className={styles.list} aria-label="Comprobantes enviados">
              {data.receipts.map((receipt) => (
                <ReceiptItem key={receipt.id} receipt={receipt} />
              ))}
            </ul>
          ) : null}
          {data.uploadRefusal || !uploads ? (
            <p className={styles.closed}>{data.uploadRefusal ?? COMPANY_MESSAGES.cannotBuy}</p>
          ) : (
            <ReceiptUpload viewer={viewer} orderId={orderId} />
          )}
        </>
      ) : receipts.isError ? (
        <LoadProblem
          message={TRANSFER_MESSAGES.loadFailed}
          onRetry={() => void receipts.refetch()}
          isRetrying={receipts.isFetching}
        />
      ) : (
        <Skeleton height={96} radius="md" />
      )}
    </section>
  );
}

/** What staff made of the receipt, after its status: the money they saw, or why they refused it. */
function decisionOf(receipt: TransferReceipt): string | null {
  if (receipt.status === 'CONFIRMED' && receipt.amount !== null && receipt.receivedOn)
    return `${formatCop(receipt.amount)} recibidos el ${formatDate(receipt.receivedOn)}`;
  if (receipt.status === 'REJECTED') return `Motivo: ${receipt.reason ?? 'sin indicar'}`;
  return null;
}

function ReceiptItem({ receipt }: { receipt: TransferReceipt }) {
  const open = useOpenReceipt();
  const Icon = receipt.mimeType === 'application/pdf' ? FileText : ImageIcon;
  return (
    <li className={styles.item}>
      <Icon size={20} aria-hidden="true" className={styles.fileIcon} />
      <div className={styles.itemText}>
        <span className={styles.fileName}>{receipt.fileName}</span>
        <span className={styles.uploaded}>Enviado el {formatDate(receipt.uploadedAt)}</span>
        <span className={styles.decision}>
          <Badge tone={RECEIPT_TONES[receipt.status]}>
            {TRANSFER_RECEIPT_STATUS_LABELS[receipt.status]}
          </Badge>
          {decisionOf(receipt) ? <span>{decisionOf(receipt)}</span> : null}
        </span>
      </div>
      <Button
        variant="secondary"
        className={styles.view}
        isLoading={open.isPending}
        onClick={() => open.mutate(receipt)}
      >
        Ver<span className="visually-hidden"> {receipt.fileName}</span>
      </Button>
    </li>
  );
}
