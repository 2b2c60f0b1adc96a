import type { FastifyBaseLogger } from 'fastify';
import type { Transactional } from '../../db/transactional';
import type { AuditService } from '../../platform/audit/service';
import type { SiteConfigRow } from '../config/service';
import type { DocumentStore, OrderRow } from '../orders';
import type { TransitionApplier } from './apply';
import { readyKeys } from './keys';
import type { PaymentRepository } from './repository';
import { GatewayUnavailable, type WompiGateway } from './wompi/gateway';

interface Deps {
  payments: Transactional<PaymentRepository>;
  orders: Transactional<DocumentStore>;
  gateway: WompiGateway;
  apply: TransitionApplier;
  audit: Pick<AuditService, 'record'>;
  config: () => Promise<SiteConfigRow>;
  log: FastifyBaseLogger;
}

/**
 * What becomes of the money of a cancelled order that was paid: an approved card payment is
 * voided at the gateway where it allows it; anything else (PSE, Nequi, a transfer, a refused or
 * failed void) is recorded as a refund staff make by hand. Runs after the cancellation committed,
 * and again from the sweep for an order a crash left without its record.
 */
export function createRefunds({ payments, orders, gateway, apply, audit, config, log }: Deps) {
  async function recordDue(order: OrderRow, note: string): Promise<void> {
    await payments.inTransaction(async (repo, tx) => {
      const locked = (await orders.within(tx).lockOrder(order.id))!;
      const recorded = await repo.recordRefund({
        orderId: order.id,
        amount: locked.amountPaid,
        status: 'DUE',
        note,
      });
      if (!recorded) return;
      await repo.setOrderPayment(order.id, { paymentStatus: 'REFUND_DUE' });
      await audit.record(tx, {
        actorUserId: null,
        entity: 'order',
        entityId: order.id,
        action: 'payment',
        before: { paymentStatus: locked.paymentStatus },
        after: { paymentStatus: 'REFUND_DUE', refund: locked.amountPaid },
        reason: note,
      });
    });
  }

  /** Tries the void; true when the gateway took it (its VOIDED status is then applied). */
  async function voidCard(order: OrderRow): Promise<{ voided: boolean; reason: string }> {
    const keys = readyKeys(await config());
    const card = (await payments.repo.attemptsOf(order.id)).find(
      (a) => a.status === 'APPROVED' && a.method === 'CARD' && a.transactionId,
    );
    if (!keys || !card) return { voided: false, reason: 'El pago no fue con tarjeta en línea.' };
    const result = await gateway.void(keys, card.transactionId!);
    if (!result.voided) return result;
    const now = await gateway.transaction(keys, card.transactionId!);
    if (now?.status === 'VOIDED') await apply(now, 'void');
    else
      await payments.repo.recordRefund({
        orderId: order.id,
        amount: card.amountInCents / 100,
        status: 'VOIDED',
        automatic: true,
        note: `Anulación pedida a Wompi (${card.transactionId}); se confirma con su evento.`,
      });
    return result;
  }

  async function settleCanceled(order: OrderRow): Promise<void> {
    if (order.status !== 'CANCELED' || order.amountPaid <= 0) return;
    if (await payments.repo.refundOf(order.id)) return;
    try {
      const { voided, reason } = await voidCard(order);
      if (!voided) await recordDue(order, `Reembolso manual: ${reason}`);
    } catch (err) {
      if (!(err instanceof GatewayUnavailable)) throw err;
      log.warn({ err, orderId: order.id }, 'refund: gateway unavailable, recorded for staff');
      await recordDue(order, 'Reembolso manual: la pasarela no respondió a la anulación.');
    }
  }

  return {
    /** After staff cancel an order: never throws, so the cancellation's answer is not lost. */
    async onCanceled(order: OrderRow): Promise<void> {
      try {
        await settleCanceled(order);
      } catch (err) {
        log.error(
          { err, orderId: order.id },
          'refund of a cancelled order failed; the sweep retries',
        );
      }
    },

    /** Cancelled paid orders a crash left without a refund record. */
    async sweep(): Promise<number> {
      const ids = await payments.repo.canceledPaidWithoutRefund(50);
      for (const { id } of ids) await settleCanceled((await orders.repo.order(id))!);
      return ids.length;
    },
  };
}
