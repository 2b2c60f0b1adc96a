import {
  bogotaDate,
  CREDIT_MESSAGES,
  ONLINE_PAYMENT_MESSAGES,
  type PaymentDetail,
  type SessionUser,
  type StaffPaymentInput,
} from '@shop/shared';
import type { Transactional } from '../../db/transactional';
import { conflict, fieldError } from '../../lib/errors';
import type { AuditService } from '../../platform/audit/service';
import type { OutboxService } from '../../platform/mail/service';
import type { SiteConfigRow } from '../config/service';
import { orderOr404, type DocumentStore, type OrderRow } from '../orders';
import { paymentReceivedMail } from './mails';
import type { PaymentRepository } from './repository';
import { coveredStatus } from './transitions';

interface Deps {
  payments: Transactional<PaymentRepository>;
  orders: Transactional<DocumentStore>;
  outbox: OutboxService;
  audit: Pick<AuditService, 'record'>;
  config: () => Promise<SiteConfigRow>;
  /** The order's money as the "Pagos" screen answers it. */
  detail: (orderId: number) => Promise<PaymentDetail>;
}

/** Why staff cannot record money against this order, or null when they can. */
function notReceivable(order: OrderRow, input: StaffPaymentInput) {
  if (order.payMethod !== 'COMPANY_CREDIT')
    return conflict('ORDER_NOT_PAYABLE', CREDIT_MESSAGES.notCreditOrder);
  if (order.status === 'CANCELED')
    return conflict('ORDER_NOT_PAYABLE', ONLINE_PAYMENT_MESSAGES.canceled);
  const owed = order.total - order.amountPaid;
  if (owed <= 0) return conflict('ORDER_NOT_PAYABLE', ONLINE_PAYMENT_MESSAGES.alreadyPaid);
  if (input.amount > owed)
    return fieldError('PAYMENT_ABOVE_OWED', 'amount', CREDIT_MESSAGES.aboveOwed(owed));
  if (input.receivedOn > bogotaDate())
    return fieldError('VALIDATION_ERROR', 'receivedOn', CREDIT_MESSAGES.receivedInFuture);
  const ordered = bogotaDate(order.createdAt);
  if (input.receivedOn < ordered)
    return fieldError(
      'VALIDATION_ERROR',
      'receivedOn',
      CREDIT_MESSAGES.receivedBeforeOrder(ordered),
    );
  return null;
}

/**
 * Money staff received against an order on company credit, in part or in full
 * (docs/payments.md, "Company credit"): a row of the ledger, the order's paid amount and status,
 * the audit entry and the customer's "Pago recibido" mail, in one transaction with the order row
 * locked, so two staff recording at once cannot pay more than is owed.
 */
export function createStaffPayments({ payments, orders, outbox, audit, config, detail }: Deps) {
  return {
    async record(
      actor: SessionUser,
      orderId: number,
      input: StaffPaymentInput,
    ): Promise<PaymentDetail> {
      const { shopName } = await config();
      await payments.inTransaction(async (repo, tx) => {
        const order = orderOr404(await orders.within(tx).lockOrder(orderId));
        const refusal = notReceivable(order, input);
        if (refusal) throw refusal;
        await repo.receive({
          orderId,
          source: 'STAFF',
          amount: input.amount,
          receivedOn: input.receivedOn,
          recordedBy: actor.id,
          note: input.reason,
        });
        const amountPaid = order.amountPaid + input.amount;
        const paymentStatus = coveredStatus(amountPaid, order.total);
        // Set once, the first time the order is covered.
        const paidAt = paymentStatus === 'PAID' ? (order.paidAt ?? new Date()) : order.paidAt;
        await repo.setOrderPayment(orderId, { paymentStatus, amountPaid, paidAt });
        await audit.record(tx, {
          actorUserId: actor.id,
          entity: 'order',
          entityId: orderId,
          action: 'payment',
          before: { paymentStatus: order.paymentStatus, amountPaid: order.amountPaid },
          after: {
            paymentStatus,
            amountPaid,
            received: input.amount,
            receivedOn: input.receivedOn,
          },
          reason: input.reason,
        });
        const updated = { ...order, paymentStatus, amountPaid, paidAt };
        await outbox.enqueue(
          tx,
          paymentReceivedMail(updated, shopName, input.amount, paymentStatus === 'PAID'),
        );
      });
      outbox.wake();
      return detail(orderId);
    },
  };
}
export type StaffPayments = ReturnType<typeof createStaffPayments>;
