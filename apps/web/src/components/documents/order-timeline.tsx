import { ORDER_STATUS_LABELS, PAYMENT_STATUS_LABELS, type OrderTimelineEntry } from '@shop/shared';
import { formatLongDateTime } from '../../utils/format';
import styles from './document-detail.module.css';

/** The comment the shop wrote with the latest status change that had one. */
export const latestComment = (timeline: readonly OrderTimelineEntry[]) =>
  timeline.findLast((step) => step.comment)?.comment ?? null;

const stepLabel = (step: OrderTimelineEntry, first: boolean) =>
  first
    ? 'Orden recibida'
    : step.status
      ? `Estado: ${ORDER_STATUS_LABELS[step.status]}`
      : `Pago: ${PAYMENT_STATUS_LABELS[step.paymentStatus!]}`;

/**
 * 'Seguimiento': each step of the order, oldest first, with its date and the comment the shop
 * wrote for the customer when it changed the status.
 */
export function OrderTimeline({ timeline }: { timeline: readonly OrderTimelineEntry[] }) {
  return (
    <ol className={styles.timeline} aria-label="Seguimiento de la orden">
      {timeline.map((step, i) => (
        <li
          key={`${step.at}-${i}`}
          className={step.paymentStatus ? styles.paymentStep : styles.statusStep}
        >
          <span className={styles.stepLabel}>{stepLabel(step, i === 0)}</span>
          <time className={styles.sub} dateTime={step.at}>
            {formatLongDateTime(step.at)}
          </time>
          {step.comment ? (
            <p className={styles.stepComment}>
              <span className="visually-hidden">Comentario de la tienda: </span>
              {step.comment}
            </p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
