import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { CircleAlert, CircleCheck, Clock, CreditCard, RotateCcw } from 'lucide-react';
import {
  formatCop,
  ONLINE_PAYMENT_MESSAGES,
  PAY_METHOD_LABELS,
  type OrderPayment,
} from '@shop/shared';
import { LoadProblem } from '../../../components/errors/load-problem';
import { PaymentStatusBadge } from '../../../components/ui/badge/payment-status-badge';
import { Button, buttonClassName } from '../../../components/ui/button/button';
import { Notice } from '../../../components/ui/notice/notice';
import { Skeleton } from '../../../components/ui/skeleton/skeleton';
import { Spinner } from '../../../components/ui/spinner/spinner';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import type { Viewer } from '../../../lib/query-keys';
import { cx } from '../../../utils/cx';
import { formatLongDateTime } from '../../../utils/format';
import { useConfirmPayment } from '../api/confirm-payment';
import { useOrderPayment } from '../api/get-order-payment';
import { PAYMENT_MESSAGES } from '../utils/messages';
import { awaitsGateway, lastAttempt, outcomeOf, type Outcome } from '../utils/payment-outcome';
import { LeavingForCheckout, usePayOnline } from './pay-online';
import styles from './payment-return.module.css';

interface PaymentReturnProps {
  viewer: Viewer;
  orderId: number;
  /** The gateway's transaction (`?id=` of its return); null when the page was opened by hand. */
  transactionId: string | null;
  /** How often the order is read again while the gateway decides. */
  pollEveryMs?: number;
  /** When to stop asking and say the answer will come by mail. */
  giveUpAfterMs?: number;
}

/**
 * /orders/:id/pago, where the gateway sends the customer back. The transaction the address names
 * is confirmed once with the server, which asks the gateway itself; the page then follows the
 * order every 2 s while the gateway decides, for 2 minutes at most. Everything it says comes
 * from the server's answers: the address alone never makes an order paid.
 */
export function PaymentReturn({
  viewer,
  orderId,
  transactionId,
  pollEveryMs = 2_000,
  giveUpAfterMs = 120_000,
}: PaymentReturnProps) {
  const confirm = useConfirmPayment(viewer);
  const { mutate: confirmOnce } = confirm;
  // Once per visit, also where React runs effects twice (StrictMode): the ref outlives that.
  const confirmed = useRef(false);
  useEffect(() => {
    if (!transactionId || confirmed.current) return;
    confirmed.current = true;
    confirmOnce({ orderId, transactionId });
  }, [confirmOnce, orderId, transactionId]);

  const [gaveUp, setGaveUp] = useState(false);
  useEffect(() => {
    if (!transactionId) return;
    const timer = setTimeout(() => setGaveUp(true), giveUpAfterMs);
    return () => clearTimeout(timer);
  }, [transactionId, giveUpAfterMs]);

  const confirming = transactionId !== null && !confirm.isSuccess && !confirm.isError;
  // A refusal (a transaction that is not this order's, online payments switched off) is said;
  // a failure to reach the gateway is not news: the page keeps following the order meanwhile.
  const refused =
    isApiError(confirm.error) && confirm.error.status >= 400 && confirm.error.status < 500
      ? confirm.error.message
      : null;
  const returned = transactionId !== null && refused === null;
  // Read once the confirmation is answered, so the first answer already holds it.
  const payment = useOrderPayment(viewer, orderId, {
    enabled: !confirming,
    refetchInterval: (data) =>
      returned && !gaveUp && data && awaitsGateway(data) ? pollEveryMs : false,
  });

  if (isApiError(payment.error) && payment.error.status === 404) {
    return (
      <div className={styles.page}>
        <Notice tone="danger">{payment.error.message || PAYMENT_MESSAGES.orderNotFound}</Notice>
        <OrdersLink />
      </div>
    );
  }
  if (!payment.data) {
    if (payment.isError)
      return (
        <LoadProblem
          message={PAYMENT_MESSAGES.loadFailed}
          onRetry={() => void payment.refetch()}
          isRetrying={payment.isFetching}
        />
      );
    return transactionId ? <Live outcome={{ kind: 'confirming' }} /> : <PaymentSkeleton />;
  }
  const outcome = outcomeOf(payment.data, { returned, gaveUp });
  return (
    <div className={styles.page}>
      {refused ? <Notice tone="danger">{refused}</Notice> : null}
      <Live outcome={outcome} payment={payment.data} />
      <PaymentFacts payment={payment.data} />
    </div>
  );
}

const HEADINGS: Record<Outcome['kind'], string> = {
  confirming: 'Confirmando su pago',
  stillConfirming: 'Seguimos confirmando su pago',
  paid: ONLINE_PAYMENT_MESSAGES.received,
  declined: 'El pago no se aprobó',
  expired: 'La reserva de la orden venció',
  canceled: 'La orden está cancelada',
  refundDue: 'La orden está cancelada',
  refunded: 'Le devolvimos el dinero',
  state: 'Estado del pago',
};

const ICONS: Partial<Record<Outcome['kind'], ReactNode>> = {
  paid: <CircleCheck size={28} aria-hidden="true" />,
  declined: <CircleAlert size={28} aria-hidden="true" />,
  expired: <CircleAlert size={28} aria-hidden="true" />,
  canceled: <CircleAlert size={28} aria-hidden="true" />,
  refundDue: <CircleAlert size={28} aria-hidden="true" />,
  stillConfirming: <Clock size={28} aria-hidden="true" />,
};

const TONE: Partial<Record<Outcome['kind'], string>> = {
  paid: 'success',
  declined: 'danger',
  expired: 'danger',
  canceled: 'danger',
  refundDue: 'danger',
};

/**
 * What became of the payment, in one polite live region that stays on the page, so each change
 * (confirming, then paid or declined) is read out without moving the reader.
 */
function Live({ outcome, payment }: { outcome: Outcome; payment?: OrderPayment }) {
  const tone = TONE[outcome.kind];
  return (
    <section
      className={cx(styles.outcome, tone && styles[tone])}
      aria-live="polite"
      aria-busy={outcome.kind === 'confirming' || undefined}
      aria-labelledby="payment-outcome"
    >
      <h2 id="payment-outcome" className={styles.heading}>
        {outcome.kind === 'confirming' ? (
          <Spinner className={styles.spinner} />
        ) : (
          <span className={styles.icon}>{ICONS[outcome.kind]}</span>
        )}
        {HEADINGS[outcome.kind]}
      </h2>
      <OutcomeText outcome={outcome} payment={payment} />
      {payment ? <OutcomeActions outcome={outcome} payment={payment} /> : null}
    </section>
  );
}

function OutcomeText({ outcome, payment }: { outcome: Outcome; payment?: OrderPayment }) {
  switch (outcome.kind) {
    case 'confirming':
      return <p>{ONLINE_PAYMENT_MESSAGES.confirming}</p>;
    case 'stillConfirming':
      return <p>{PAYMENT_MESSAGES.stillConfirming}</p>;
    case 'paid':
      return payment ? (
        <p>
          {payment.paidAt ? `El ${formatLongDateTime(payment.paidAt)} recibimos ` : 'Recibimos '}
          <strong>{formatCop(payment.amountPaid)}</strong> por la orden{' '}
          <span className={styles.code}>{payment.customId}</span>. Programaremos el despacho y le
          escribiremos cuando salga.
        </p>
      ) : null;
    case 'declined':
      return (
        <>
          <p className={styles.gateway}>{outcome.message ?? PAYMENT_MESSAGES.declined}</p>
          {payment?.canPayOnline ? <p>{PAYMENT_MESSAGES.declinedRetry}</p> : null}
        </>
      );
    case 'expired':
      return <p>{ONLINE_PAYMENT_MESSAGES.expired}</p>;
    case 'canceled':
      return <p>{ONLINE_PAYMENT_MESSAGES.canceled}</p>;
    case 'refundDue':
      return payment ? (
        <p>
          Recibimos {formatCop(payment.amountPaid)} por esta orden cancelada: se lo devolveremos y
          le escribiremos cuando lo hagamos.
        </p>
      ) : null;
    case 'refunded':
      return <p>El dinero que pagó por esta orden cancelada ya le fue devuelto.</p>;
    case 'state':
      if (payment?.paymentStatus === 'PENDING') return <p>{ONLINE_PAYMENT_MESSAGES.confirming}</p>;
      return payment?.canPayOnline ? (
        <p>
          La orden espera su pago
          {payment.payBy ? ` hasta el ${formatLongDateTime(payment.payBy)}` : ''}.
        </p>
      ) : null;
  }
}

/** 'Intentar de nuevo' after a decline, 'Pagar ahora' on an order waiting for it; the orders. */
function OutcomeActions({ outcome, payment }: { outcome: Outcome; payment: OrderPayment }) {
  const { pay, isPending, leaving } = usePayOnline();
  const offerPay =
    payment.canPayOnline && (outcome.kind === 'declined' || outcome.kind === 'state');
  if (outcome.kind === 'confirming') return null;
  return (
    <>
      <div className={styles.actions}>
        {offerPay ? (
          <Button
            icon={
              outcome.kind === 'declined' ? (
                <RotateCcw size={18} aria-hidden="true" />
              ) : (
                <CreditCard size={18} aria-hidden="true" />
              )
            }
            isLoading={isPending || leaving !== null}
            onClick={() => pay(payment.orderId)}
          >
            {outcome.kind === 'declined' ? 'Intentar de nuevo' : 'Pagar ahora'}
          </Button>
        ) : null}
        <OrdersLink secondary={offerPay} />
      </div>
      {leaving ? <LeavingForCheckout redirect={leaving} /> : null}
    </>
  );
}

function OrdersLink({ secondary = false }: { secondary?: boolean }) {
  return (
    <Link
      className={buttonClassName({ variant: secondary ? 'secondary' : 'primary' })}
      to={paths.orders.getHref()}
    >
      Ver mis órdenes
    </Link>
  );
}

/** The order's money as the server keeps it. */
function PaymentFacts({ payment }: { payment: OrderPayment }) {
  const attempt = lastAttempt(payment);
  return (
    <dl className={styles.facts}>
      <div>
        <dt>Orden</dt>
        <dd className={styles.code}>{payment.customId}</dd>
      </div>
      <div>
        <dt>Estado del pago</dt>
        <dd>
          <PaymentStatusBadge status={payment.paymentStatus} />
        </dd>
      </div>
      <div>
        <dt>Total a pagar</dt>
        <dd className={styles.total}>{formatCop(payment.total)}</dd>
      </div>
      <div>
        <dt>Pagado</dt>
        <dd>{formatCop(payment.amountPaid)}</dd>
      </div>
      <div>
        <dt>Método de pago</dt>
        <dd>{PAY_METHOD_LABELS[payment.payMethod]}</dd>
      </div>
      {payment.paymentStatus === 'PAID' && payment.paidAt ? (
        <div>
          <dt>Pagada el</dt>
          <dd>{formatLongDateTime(payment.paidAt)}</dd>
        </div>
      ) : payment.canPayOnline && payment.payBy ? (
        <div>
          <dt>Reservada hasta</dt>
          <dd>{formatLongDateTime(payment.payBy)}</dd>
        </div>
      ) : null}
      {attempt ? (
        <div>
          <dt>Referencia del pago</dt>
          <dd className={styles.code}>{attempt.reference}</dd>
        </div>
      ) : null}
    </dl>
  );
}

function PaymentSkeleton() {
  return (
    <div className={styles.page} aria-busy="true" aria-label="Consultando el pago de la orden">
      <Skeleton height={120} radius="md" />
      <Skeleton height={96} radius="md" />
    </div>
  );
}
