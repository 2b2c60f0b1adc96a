import { useState, type ReactNode } from 'react';
import { Undo2 } from 'lucide-react';
import { toast } from '../../../lib/toast';
import {
  ATTEMPT_STATUS_LABELS,
  formatCop,
  formatNit,
  PAY_METHOD_LABELS,
  REFUND_MESSAGES,
  RefundDoneInputSchema,
  type AttemptStatus,
  type PaymentDetail,
} from '@shop/shared';
import { LoadProblem } from '../../../components/errors/load-problem';
import { Badge, type BadgeTone } from '../../../components/ui/badge/badge';
import { PaymentStatusBadge } from '../../../components/ui/badge/payment-status-badge';
import { Button } from '../../../components/ui/button/button';
import { Modal } from '../../../components/ui/modal/modal';
import { ReasonDialog } from '../../../components/ui/reason-dialog/reason-dialog';
import { Skeleton } from '../../../components/ui/skeleton/skeleton';
import { clientErrorMessage } from '../../../lib/api-client';
import type { Viewer } from '../../../lib/query-keys';
import { formatDate, formatDateTime } from '../../../utils/format';
import { usePayment } from '../api/get-payment';
import { useRecordRefund } from '../api/record-refund';
import { PAYMENTS_MESSAGES, RECEIVED_SOURCE_LABELS, REFUND_STATUS_LABELS } from '../utils/labels';
import styles from './payment-detail-dialog.module.css';

const ATTEMPT_TONES: Record<AttemptStatus, BadgeTone> = {
  CREATED: 'neutral',
  PENDING: 'progress',
  APPROVED: 'success',
  DECLINED: 'danger',
  VOIDED: 'neutral',
  ERROR: 'danger',
};

interface PaymentDetailDialogProps {
  viewer: Viewer;
  /** The order read in full; null: closed. */
  orderId: number | null;
  onClose: () => void;
  /** More about the order's money (a transfer's receipts…), under what this screen shows. */
  children?: (detail: PaymentDetail) => ReactNode;
}

/**
 * One order's money in full: who pays and how, each online attempt with the gateway's
 * transaction and words, every peso received, and the refund, with 'Registrar reembolso' for
 * one staff still owe.
 */
export function PaymentDetailDialog({
  viewer,
  orderId,
  onClose,
  children,
}: PaymentDetailDialogProps) {
  const detail = usePayment(viewer, orderId);
  const [refunding, setRefunding] = useState(false);
  const data = detail.data?.orderId === orderId ? detail.data : undefined;
  return (
    <>
      <Modal
        open={orderId !== null}
        onClose={onClose}
        title={data ? `Pago de ${data.customId}` : 'Pago de la orden'}
        size="xl"
      >
        {data ? (
          <div className={styles.detail}>
            <PaymentFacts detail={data} />
            {data.refund ? (
              <RefundSection detail={data} onRecord={() => setRefunding(true)} />
            ) : null}
            <Attempts detail={data} />
            <Received detail={data} />
            {children?.(data)}
          </div>
        ) : detail.isError ? (
          <LoadProblem
            message={PAYMENTS_MESSAGES.detailLoadFailed}
            onRetry={() => void detail.refetch()}
            isRetrying={detail.isFetching}
          />
        ) : (
          <div className={styles.detail} aria-busy="true" aria-label="Cargando el pago">
            <Skeleton height={96} radius="md" />
            <Skeleton height={160} radius="md" />
          </div>
        )}
      </Modal>
      {data ? (
        <RefundDialog
          viewer={viewer}
          detail={data}
          open={refunding}
          onClose={() => setRefunding(false)}
        />
      ) : null}
    </>
  );
}

function PaymentFacts({ detail }: { detail: PaymentDetail }) {
  const { customer } = detail;
  return (
    <dl className={styles.facts}>
      <div>
        <dt>Cliente</dt>
        <dd>
          <span className={styles.strong}>{customer.businessName ?? customer.name}</span>
          <span className={styles.sub}>{customer.email}</span>
          <span className={styles.sub}>
            {customer.businessName
              ? `NIT ${formatNit(customer.identification)}`
              : `Documento ${customer.identification}`}
          </span>
        </dd>
      </div>
      <div>
        <dt>Método de pago</dt>
        <dd>{PAY_METHOD_LABELS[detail.payMethod]}</dd>
      </div>
      <div>
        <dt>Estado del pago</dt>
        <dd>
          <PaymentStatusBadge status={detail.paymentStatus} />
        </dd>
      </div>
      <div>
        <dt>Total a pagar</dt>
        <dd className={styles.strong}>{formatCop(detail.total)}</dd>
      </div>
      <div>
        <dt>Recibido</dt>
        <dd>{formatCop(detail.amountPaid)}</dd>
      </div>
      <div>
        <dt>Orden creada</dt>
        <dd>{formatDateTime(detail.createdAt)}</dd>
      </div>
      {detail.paidAt ? (
        <div>
          <dt>Pagada el</dt>
          <dd>{formatDateTime(detail.paidAt)}</dd>
        </div>
      ) : detail.payBy ? (
        <div>
          <dt>Reservada hasta</dt>
          <dd>{formatDateTime(detail.payBy)}</dd>
        </div>
      ) : null}
    </dl>
  );
}

function RefundSection({ detail, onRecord }: { detail: PaymentDetail; onRecord: () => void }) {
  const refund = detail.refund!;
  return (
    <section
      className={refund.status === 'DUE' ? styles.refundDue : styles.section}
      aria-labelledby="payment-refund"
    >
      <h3 id="payment-refund" className={styles.heading}>
        Reembolso: {REFUND_STATUS_LABELS[refund.status]}
      </h3>
      <p>
        {refund.status === 'DUE'
          ? `La orden se canceló con ${formatCop(refund.amount)} recibidos: devuélvalos al cliente y registre cómo.`
          : refund.status === 'VOIDED'
            ? `La pasarela anuló el cobro de ${formatCop(refund.amount)}: el cliente no queda debiendo ni pagando.`
            : `Se devolvieron ${formatCop(refund.amount)}${refund.doneAt ? ` el ${formatDateTime(refund.doneAt)}` : ''}.`}
      </p>
      {refund.note ? <p className={styles.note}>{refund.note}</p> : null}
      {refund.status === 'DUE' ? (
        <div>
          <Button icon={<Undo2 size={16} aria-hidden="true" />} onClick={onRecord}>
            Registrar reembolso
          </Button>
        </div>
      ) : null}
    </section>
  );
}

/** The online attempts, newest first, as the gateway left them. */
function Attempts({ detail }: { detail: PaymentDetail }) {
  return (
    <section className={styles.section} aria-labelledby="payment-attempts">
      <h3 id="payment-attempts" className={styles.heading}>
        Intentos en línea
      </h3>
      {detail.attempts.length === 0 ? (
        <p className={styles.sub}>Sin intentos de pago en línea.</p>
      ) : (
        <ul role="list" className={styles.cards}>
          {detail.attempts.map((attempt) => (
            <li key={attempt.reference} className={styles.card}>
              <p className={styles.cardHead}>
                <span className={styles.code}>{attempt.reference}</span>
                <Badge tone={ATTEMPT_TONES[attempt.status]}>
                  {ATTEMPT_STATUS_LABELS[attempt.status]}
                </Badge>
              </p>
              <dl className={styles.cardFacts}>
                <div>
                  <dt>Transacción</dt>
                  <dd className={styles.code}>{attempt.transactionId ?? 'Sin transacción aún'}</dd>
                </div>
                <div>
                  <dt>Medio</dt>
                  <dd>{attempt.method ?? '—'}</dd>
                </div>
                <div>
                  <dt>Monto</dt>
                  <dd>{formatCop(attempt.amount)}</dd>
                </div>
                <div>
                  <dt>Iniciado</dt>
                  <dd>{formatDateTime(attempt.createdAt)}</dd>
                </div>
                {attempt.statusMessage ? (
                  <div className={styles.wide}>
                    <dt>Mensaje de la pasarela</dt>
                    <dd>{attempt.statusMessage}</dd>
                  </div>
                ) : null}
              </dl>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Every peso received against the order, wherever it came from. */
function Received({ detail }: { detail: PaymentDetail }) {
  return (
    <section className={styles.section} aria-labelledby="payment-received">
      <h3 id="payment-received" className={styles.heading}>
        Dinero recibido
      </h3>
      {detail.received.length === 0 ? (
        <p className={styles.sub}>Aún no se ha recibido dinero por esta orden.</p>
      ) : (
        <ul role="list" className={styles.cards}>
          {detail.received.map((payment) => (
            <li key={payment.id} className={styles.card}>
              <p className={styles.cardHead}>
                <span className={styles.strong}>{formatCop(payment.amount)}</span>
                <span>{RECEIVED_SOURCE_LABELS[payment.source]}</span>
              </p>
              <p className={styles.sub}>
                Recibido el {formatDate(payment.receivedOn)}
                {payment.recordedBy ? `, registrado por ${payment.recordedBy}` : ''}
              </p>
              {payment.note ? <p className={styles.note}>{payment.note}</p> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

interface RefundDialogProps {
  viewer: Viewer;
  detail: PaymentDetail;
  open: boolean;
  onClose: () => void;
}

/** 'Registrar reembolso': how the money went back; the customer is told by mail. */
function RefundDialog({ viewer, detail, open, onClose }: RefundDialogProps) {
  const record = useRecordRefund(viewer);
  const confirm = (note: string) => {
    const checked = RefundDoneInputSchema.safeParse({ note });
    if (!checked.success) {
      toast.error(checked.error.issues[0]?.message ?? REFUND_MESSAGES.note, {
        toastId: 'refund-note',
      });
      return;
    }
    record.mutate(
      { orderId: detail.orderId, note: checked.data.note },
      {
        onSuccess: () => {
          toast.success(REFUND_MESSAGES.done);
          onClose();
        },
        onError: (error) => toast.error(clientErrorMessage(error, PAYMENTS_MESSAGES.refundFailed)),
      },
    );
  };
  return (
    <ReasonDialog
      open={open}
      title={`Registrar reembolso de ${detail.customId}`}
      confirmLabel="Registrar reembolso"
      missingReason={REFUND_MESSAGES.note}
      reasonLabel="Cómo se devolvió el dinero"
      reasonHelp="Queda en el historial de la orden y se le informa al cliente por correo."
      isSending={record.isPending}
      onConfirm={confirm}
      onClose={onClose}
    >
      <p>
        Devuelva <strong>{formatCop(detail.refund?.amount ?? 0)}</strong> a{' '}
        {detail.customer.businessName ?? detail.customer.name} antes de registrarlo.
      </p>
    </ReasonDialog>
  );
}
