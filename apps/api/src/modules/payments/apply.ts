import type { AttemptStatus } from '@shop/shared';
import type { Transactional } from '../../db/transactional';
import { bogotaDate } from '../../lib/bogota-date';
import type { AuditService } from '../../platform/audit/service';
import type { OutboxService } from '../../platform/mail/service';
import type { SiteConfigRow } from '../config/service';
import type { DocumentStore } from '../orders';
import { paymentFailedMail, paymentReceivedMail, paymentRefundedMail } from './mails';
import type { PaymentRepository } from './repository';
import { transition } from './transitions';
import type { GatewayTransaction } from './wompi/gateway';

/** Which path saw a gateway status first: the customer's return, an event, the reconciliation, a void. */
export type TransitionSource = 'return' | 'event' | 'reconciliation' | 'void';

export type ApplyOutcome = 'APPLIED' | 'DUPLICATE' | 'UNKNOWN_REFERENCE' | 'MISMATCH';

interface Deps {
  payments: Transactional<PaymentRepository>;
  orders: Transactional<DocumentStore>;
  outbox: OutboxService;
  audit: Pick<AuditService, 'record'>;
  config: () => Promise<SiteConfigRow>;
}

/**
 * Applies what the gateway says about a transaction, whoever heard it: the return page, an event
 * delivered once or five times, to one process or two, or the reconciliation. The order row is
 * locked first (every payment write of an order takes it), then the (transaction, status) pair is
 * claimed: only the claim's winner writes, so each status changes the order once and mails once.
 */
export function createTransitionApplier({ payments, orders, outbox, audit, config }: Deps) {
  return async function apply(
    t: GatewayTransaction,
    source: TransitionSource,
  ): Promise<ApplyOutcome> {
    const known = await payments.repo.attemptByReference(t.reference);
    if (!known) return 'UNKNOWN_REFERENCE';
    if (t.amountInCents !== known.amountInCents || t.currency !== known.currency) return 'MISMATCH';
    const { shopName } = await config();
    const outcome = await payments.inTransaction(async (repo, tx) => {
      const order = (await orders.within(tx).lockOrder(known.orderId))!;
      const attempt = (await repo.attemptByReference(t.reference))!;
      const claimed = await repo.claimTransition({
        transactionId: t.id,
        status: t.status,
        attemptId: attempt.id,
        source,
      });
      if (!claimed) return 'DUPLICATE' as const;
      const otherPending =
        (await repo.openAttempts(order.id)) - (attempt.status === 'PENDING' ? 1 : 0);
      const change = transition(order, attempt, t.status, otherPending > 0);
      await repo.updateAttempt(attempt.id, {
        status: change.attemptStatus,
        transactionId: attempt.transactionId ?? t.id,
        method: t.method ?? attempt.method,
        statusMessage: t.statusMessage,
      });
      if (change.received > 0)
        await repo.receive({
          orderId: order.id,
          source: 'ONLINE',
          amount: change.received,
          receivedOn: bogotaDate(),
          attemptId: attempt.id,
          note: `Wompi ${t.id}`,
        });
      const amountPaid = order.amountPaid + change.received - change.reversed;
      const paidAt = change.paid ? new Date() : order.paidAt;
      await repo.setOrderPayment(order.id, {
        paymentStatus: change.paymentStatus,
        amountPaid,
        paidAt,
      });
      if (change.refundDue)
        await repo.recordRefund({
          orderId: order.id,
          amount: change.received,
          status: 'DUE',
          note: 'El pago llegó después de cancelar la orden: devolverlo al cliente.',
        });
      if (change.voided) {
        const recorded = await repo.recordRefund({
          orderId: order.id,
          amount: change.reversed,
          status: 'VOIDED',
          automatic: true,
          doneAt: new Date(),
          note: `Anulado en Wompi (${t.id}).`,
        });
        if (!recorded)
          await repo.updateRefund(order.id, {
            status: 'VOIDED',
            doneAt: new Date(),
            automatic: true,
          });
      }
      await audit.record(tx, {
        actorUserId: null,
        entity: 'order',
        entityId: order.id,
        action: 'payment',
        before: { paymentStatus: order.paymentStatus, amountPaid: order.amountPaid },
        after: {
          paymentStatus: change.paymentStatus,
          amountPaid,
          attempt: attempt.reference,
          transaction: t.id,
          gatewayStatus: t.status as AttemptStatus,
        },
        reason: `Wompi (${source})`,
      });
      const updated = { ...order, paymentStatus: change.paymentStatus, amountPaid, paidAt };
      if (change.mail === 'received')
        await outbox.enqueue(
          tx,
          paymentReceivedMail(updated, shopName, change.received, change.paymentStatus === 'PAID'),
        );
      if (change.mail === 'failed')
        await outbox.enqueue(tx, paymentFailedMail(updated, shopName, t.statusMessage));
      if (change.mail === 'refunded')
        await outbox.enqueue(tx, paymentRefundedMail(updated, shopName, change.reversed));
      return change.mail ? ('MAILED' as const) : ('APPLIED' as const);
    });
    if (outcome === 'MAILED') outbox.wake();
    return outcome === 'MAILED' ? 'APPLIED' : outcome;
  };
}
export type TransitionApplier = ReturnType<typeof createTransitionApplier>;
