import {
  pageWindow,
  type PaymentDetail,
  type PaymentEntry,
  type PaymentList,
  type PaymentsQuery,
  type SessionUser,
} from '@shop/shared';
import type { Transactional } from '../../db/transactional';
import { conflict } from '../../lib/errors';
import type { AuditService } from '../../platform/audit/service';
import type { OutboxService } from '../../platform/mail/service';
import type { SiteConfigRow } from '../config/service';
import { orderOr404, type DocumentStore, type OrderRow } from '../orders';
import type { PaymentAdminRepository } from './admin-repository';
import { paymentRefundedMail } from './mails';
import type { PaymentRepository, RefundRow } from './repository';
import { toOrderPayment } from './service';

interface Deps {
  admin: { repo: PaymentAdminRepository };
  payments: Transactional<PaymentRepository>;
  orders: Transactional<DocumentStore>;
  outbox: OutboxService;
  audit: Pick<AuditService, 'record'>;
  config: () => Promise<SiteConfigRow>;
}

const refundOf = (r: RefundRow | null) =>
  r && {
    status: r.status,
    amount: r.amount,
    note: r.note,
    automatic: r.automatic,
    createdAt: r.createdAt.toISOString(),
    doneAt: r.doneAt?.toISOString() ?? null,
  };

function toEntry(order: OrderRow, refund: RefundRow | null): PaymentEntry {
  return {
    orderId: order.id,
    customId: order.customId,
    customer: {
      name: order.customer.fullName,
      email: order.customer.email,
      businessName: order.customer.businessName,
      identification: order.customer.identification,
    },
    purchaseOrder: order.purchaseOrder,
    payMethod: order.payMethod,
    paymentStatus: order.paymentStatus,
    total: order.total,
    amountPaid: order.amountPaid,
    paidAt: order.paidAt?.toISOString() ?? null,
    payBy: order.payBy?.toISOString() ?? null,
    createdAt: order.createdAt.toISOString(),
    refund: refundOf(refund),
  };
}

/** The "Pagos" screen: every order's money, one order's in full, and refunds made by hand. */
export function createPaymentAdminService({
  admin,
  payments,
  orders,
  outbox,
  audit,
  config,
}: Deps) {
  return {
    async list({ offset, limit, ...filter }: PaymentsQuery): Promise<PaymentList> {
      const window = pageWindow({ offset, limit });
      const { total, rows } = await admin.repo.list(filter, window);
      return {
        payments: rows.map((r) => toEntry(r.order, r.refund)),
        totalPages: window.totalPages(total),
      };
    },

    async detail(orderId: number): Promise<PaymentDetail> {
      const row = orderOr404(await admin.repo.one(orderId));
      const attempts = await payments.repo.attemptsOf(orderId);
      const online = toOrderPayment(row.order, attempts).attempts;
      return {
        ...toEntry(row.order, row.refund),
        attempts: online.map((a, i) => ({ ...a, transactionId: attempts[i]!.transactionId })),
        received: (await admin.repo.received(orderId)).map(({ payment, recordedBy }) => ({
          id: payment.id,
          source: payment.source,
          amount: payment.amount,
          receivedOn: payment.receivedOn,
          note: payment.note,
          recordedBy,
          createdAt: payment.createdAt.toISOString(),
        })),
      };
    },

    /** The money of a cancelled order went back by hand: recorded with how, and the customer told. */
    async refundDone(actor: SessionUser, orderId: number, note: string): Promise<PaymentDetail> {
      const { shopName } = await config();
      await payments.inTransaction(async (repo, tx) => {
        const order = orderOr404(await orders.within(tx).lockOrder(orderId));
        const refund = await repo.refundOf(orderId);
        if (refund?.status !== 'DUE') throw conflict('REFUND_NOT_DUE');
        await repo.updateRefund(orderId, { status: 'DONE', doneAt: new Date(), note });
        const amountPaid = Math.max(0, order.amountPaid - refund.amount);
        await repo.setOrderPayment(orderId, { paymentStatus: 'REFUNDED', amountPaid });
        await audit.record(tx, {
          actorUserId: actor.id,
          entity: 'order',
          entityId: orderId,
          action: 'payment',
          before: { paymentStatus: order.paymentStatus, amountPaid: order.amountPaid },
          after: { paymentStatus: 'REFUNDED', amountPaid, refund: refund.amount },
          reason: note,
        });
        await outbox.enqueue(tx, paymentRefundedMail(order, shopName, refund.amount));
      });
      outbox.wake();
      return this.detail(orderId);
    },
  };
}
export type PaymentAdminService = ReturnType<typeof createPaymentAdminService>;
