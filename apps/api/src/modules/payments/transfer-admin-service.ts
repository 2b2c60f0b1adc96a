import {
  pageWindow,
  TRANSFER_MESSAGES,
  type ConfirmReceiptInput,
  type PaymentStatus,
  type PendingReceiptList,
  type PendingReceiptsQuery,
  type SessionUser,
  type StaffReceipt,
} from '@shop/shared';
import type { Tx } from '../../db/client';
import { conflict, fieldError, notFound } from '../../lib/errors';
import type { AuditService } from '../../platform/audit/service';
import type { OutboxService } from '../../platform/mail/service';
import type { SiteConfigRow } from '../config/service';
import type { OrderRow } from '../orders';
import { paymentReceivedMail } from './mails';
import type { PaymentRepository } from './repository';
import { receiptRejectedMail } from './transfer-mails';
import type { Decision, ReceiptRow, TransferRepository } from './transfer-repository';
import {
  readReceipt,
  toReceipt,
  uploadRefusal,
  type ReceiptFile,
  type TransferDeps,
} from './transfer-service';
import { coveredStatus } from './transitions';

interface Deps extends Omit<TransferDeps, 'inspectPdf'> {
  outbox: OutboxService;
  audit: Pick<AuditService, 'record'>;
  config: () => Promise<SiteConfigRow>;
}

function toStaffReceipt(receipt: ReceiptRow, order: OrderRow): StaffReceipt {
  return {
    ...toReceipt(receipt),
    order: {
      id: order.id,
      customId: order.customId,
      payMethod: order.payMethod,
      paymentStatus: order.paymentStatus,
      total: order.total,
      amountPaid: order.amountPaid,
      createdAt: order.createdAt.toISOString(),
    },
    customer: {
      name: order.customer.fullName,
      email: order.customer.email,
      businessName: order.customer.businessName,
      identification: order.customer.identification,
    },
  };
}

/**
 * The money a cancelled order holds after a late transfer was confirmed must go back by hand:
 * the order's one refund record says so, whatever an earlier one said (`amountPaid` is always
 * what is still held, so it is what is due).
 */
async function refundDue(money: PaymentRepository, orderId: number, amountPaid: number) {
  const values = {
    status: 'DUE' as const,
    amount: amountPaid,
    doneAt: null,
    automatic: false,
    note: 'La transferencia se confirmó después de cancelar la orden: devolverla al cliente.',
  };
  if (!(await money.recordRefund({ orderId, ...values })))
    await money.updateRefund(orderId, values);
}

/**
 * Staff's side of transfers (ADMIN_PAYMENTS): the receipts waiting for review, each one's file,
 * and the decision. Every decision locks the order row first (as every payment write of an order
 * does), then reads the receipt again under that lock: of two staff deciding at once, the second
 * finds it decided and is told so (409), so a transfer is never counted twice.
 */
export function createTransferAdminService({
  receipts,
  payments,
  orders,
  storage,
  outbox,
  audit,
  config,
}: Deps) {
  /** The receipt and its order, locked, still pending; the decision runs in the same transaction. */
  const lockPending = async (repo: TransferRepository, tx: Tx, receiptId: number) => {
    const known = await repo.one(receiptId);
    if (!known) throw notFound(TRANSFER_MESSAGES.receiptNotFound);
    const order = (await orders.within(tx).lockOrder(known.orderId))!;
    const receipt = (await repo.one(receiptId))!;
    if (receipt.status !== 'PENDING') throw conflict('TRANSFER_RECEIPT_DECIDED');
    return { order, receipt };
  };

  /** The decision, written only over a receipt still pending (the lock already ensures it). */
  const decide = async (repo: TransferRepository, id: number, values: Decision) => {
    if (!(await repo.decide(id, values))) throw conflict('TRANSFER_RECEIPT_DECIDED');
  };

  const decided = async (receiptId: number) => {
    const receipt = (await receipts.repo.one(receiptId))!;
    return toStaffReceipt(receipt, (await orders.repo.order(receipt.orderId))!);
  };

  return {
    async pending({ offset, limit }: PendingReceiptsQuery): Promise<PendingReceiptList> {
      const window = pageWindow({ offset, limit });
      const { total, rows } = await receipts.repo.pending(window);
      return {
        receipts: rows.map((r) => toStaffReceipt(r.receipt, r.order)),
        totalPages: window.totalPages(total),
      };
    },

    async file(receiptId: number): Promise<ReceiptFile> {
      const row = await receipts.repo.one(receiptId);
      if (!row) throw notFound(TRANSFER_MESSAGES.receiptNotFound);
      return readReceipt(storage, row);
    },

    /**
     * The money arrived: one `payments_received` row (TRANSFER, by this staff member), the order's
     * amount paid and status from what it now holds (`paid_at` the first time it is covered), the
     * audit entry and the "Pago recibido" mail, all in one transaction.
     */
    async confirm(
      actor: SessionUser,
      receiptId: number,
      input: ConfirmReceiptInput,
    ): Promise<StaffReceipt> {
      const { shopName } = await config();
      await receipts.inTransaction(async (repo, tx) => {
        const { order, receipt } = await lockPending(repo, tx, receiptId);
        const canceled = order.status === 'CANCELED';
        const owed = order.total - order.amountPaid;
        if (!canceled && owed <= 0) throw conflict('TRANSFER_ORDER_PAID');
        if (!canceled && input.amount > owed)
          throw fieldError('VALIDATION_ERROR', 'amount', TRANSFER_MESSAGES.tooMuch(owed));
        const money = payments.within(tx);
        const received = await money.receive({
          orderId: order.id,
          source: 'TRANSFER',
          amount: input.amount,
          receivedOn: input.receivedOn,
          recordedBy: actor.id,
          note: `Comprobante ${receipt.id}: ${input.reason}`,
        });
        const amountPaid = order.amountPaid + input.amount;
        const paymentStatus: PaymentStatus = canceled
          ? 'REFUND_DUE'
          : coveredStatus(amountPaid, order.total);
        const paidAt = order.paidAt ?? (paymentStatus === 'PAID' ? new Date() : null);
        await money.setOrderPayment(order.id, { paymentStatus, amountPaid, paidAt });
        if (canceled) await refundDue(money, order.id, amountPaid);
        await decide(repo, receipt.id, {
          status: 'CONFIRMED',
          decidedBy: actor.id,
          decidedAt: new Date(),
          amount: input.amount,
          receivedOn: input.receivedOn,
          reason: input.reason,
          receivedPaymentId: received.id,
        });
        await audit.record(tx, {
          actorUserId: actor.id,
          entity: 'order',
          entityId: order.id,
          action: 'payment',
          before: { paymentStatus: order.paymentStatus, amountPaid: order.amountPaid },
          after: { paymentStatus, amountPaid, receipt: receipt.id, receivedOn: input.receivedOn },
          reason: input.reason,
        });
        const updated = { ...order, paymentStatus, amountPaid, paidAt };
        await outbox.enqueue(
          tx,
          paymentReceivedMail(updated, shopName, input.amount, paymentStatus === 'PAID'),
        );
      });
      outbox.wake();
      return decided(receiptId);
    },

    /**
     * The receipt does not prove the money: kept REJECTED with the reason, which the customer
     * receives by mail with how to upload another. An order PENDING only on this receipt goes
     * back to what the money received says.
     */
    async reject(actor: SessionUser, receiptId: number, reason: string): Promise<StaffReceipt> {
      const { shopName } = await config();
      await receipts.inTransaction(async (repo, tx) => {
        const { order, receipt } = await lockPending(repo, tx, receiptId);
        await decide(repo, receipt.id, {
          status: 'REJECTED',
          decidedBy: actor.id,
          decidedAt: new Date(),
          reason,
        });
        const stillPending = await repo.countOf(order.id, true);
        const paymentStatus =
          order.paymentStatus === 'PENDING' && stillPending === 0
            ? coveredStatus(order.amountPaid, order.total)
            : order.paymentStatus;
        if (paymentStatus !== order.paymentStatus)
          await payments.within(tx).setOrderPayment(order.id, { paymentStatus });
        await audit.record(tx, {
          actorUserId: actor.id,
          entity: 'order',
          entityId: order.id,
          action: 'payment',
          before: { paymentStatus: order.paymentStatus, receipt: receipt.id },
          after: { paymentStatus, receipt: receipt.id, receiptStatus: 'REJECTED' },
          reason,
        });
        const again = uploadRefusal(order, await repo.countOf(order.id)) === null;
        await outbox.enqueue(tx, receiptRejectedMail(order, shopName, reason, again));
      });
      outbox.wake();
      return decided(receiptId);
    },
  };
}
export type TransferAdminService = ReturnType<typeof createTransferAdminService>;
