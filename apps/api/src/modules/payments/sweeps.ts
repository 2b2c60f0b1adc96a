import type { FastifyBaseLogger } from 'fastify';
import type { Tx } from '../../db/client';
import type { Transactional } from '../../db/transactional';
import type { AuditService } from '../../platform/audit/service';
import type { OutboxService } from '../../platform/mail/service';
import type { SiteConfigRow } from '../config/service';
import type { DocumentStore, OrderRow } from '../orders';
import type { TransitionApplier } from './apply';
import { readyKeys } from './keys';
import { orderExpiredMail } from './mails';
import type { AttemptRow, PaymentRepository } from './repository';
import { GatewayUnavailable, type GatewayTransaction, type WompiGateway } from './wompi/gateway';

export interface SweepTiming {
  /** An attempt open this long is asked about, in case its event was lost. */
  reconcileAfterMs: number;
  /** And asked again at most this often. */
  recheckEveryMs: number;
  /** A payment still in progress at the gateway when the window closes gets this much longer. */
  pendingGraceMs: number;
}

export const SWEEP_TIMING: SweepTiming = {
  reconcileAfterMs: 3 * 60_000,
  recheckEveryMs: 2 * 60_000,
  pendingGraceMs: 60 * 60_000,
};

/** Attempts older than the longest payment window and a day are left alone: nobody pays them now. */
const OLDEST_ATTEMPT_MS = 8 * 24 * 3600_000;
const BATCH = 50;

interface Deps {
  payments: Transactional<PaymentRepository>;
  orders: Transactional<DocumentStore>;
  cancelLockedOrder: (repo: DocumentStore, tx: Tx, order: OrderRow) => Promise<OrderRow>;
  gateway: WompiGateway;
  apply: TransitionApplier;
  outbox: OutboxService;
  audit: Pick<AuditService, 'record'>;
  config: () => Promise<SiteConfigRow>;
  log: FastifyBaseLogger;
  timing?: Partial<SweepTiming>;
}

/** Pending before final, so a transaction's history applies in the order it happened. */
const byStage = (a: GatewayTransaction, b: GatewayTransaction) =>
  Number(a.status !== 'PENDING') - Number(b.status !== 'PENDING');

/**
 * The two background duties of online payments, safe in every process at once: asking the
 * gateway about attempts whose event never came (each status still applies once), and cancelling
 * online orders whose payment window closed unpaid (the order row locked, the stock back once).
 */
export function createPaymentSweeps(deps: Deps) {
  const { payments, orders, gateway, apply, config, log } = deps;
  const timing = { ...SWEEP_TIMING, ...deps.timing };

  /** Asks the gateway about one attempt and applies what it says; how many statuses were new. */
  async function reconcileAttempt(attempt: AttemptRow, settings: SiteConfigRow): Promise<number> {
    const keys = readyKeys(settings);
    if (!keys) return 0;
    const found = await gateway.byReference(keys, attempt.reference);
    await payments.repo.markChecked(attempt.id);
    let applied = 0;
    for (const t of found.sort(byStage))
      if ((await apply(t, 'reconciliation')) === 'APPLIED') applied += 1;
    return applied;
  }

  async function reconcile(now = new Date()): Promise<number> {
    const settings = await config();
    if (!readyKeys(settings)) return 0;
    const attempts = await payments.repo.attemptsToReconcile(
      new Date(now.getTime() - timing.reconcileAfterMs),
      new Date(now.getTime() - timing.recheckEveryMs),
      new Date(now.getTime() - OLDEST_ATTEMPT_MS),
      BATCH,
    );
    let applied = 0;
    for (const attempt of attempts) {
      try {
        applied += await reconcileAttempt(attempt, settings);
      } catch (err) {
        if (!(err instanceof GatewayUnavailable)) throw err;
        log.warn(
          { err, reference: attempt.reference },
          'payment reconciliation: gateway unavailable',
        );
        break;
      }
    }
    return applied;
  }

  /** Cancels one order whose window closed, unless the gateway says it was paid meanwhile. */
  async function expireOrder(
    orderId: number,
    now: Date,
    settings: SiteConfigRow,
  ): Promise<boolean> {
    // Ask before cancelling: an approval whose event is late must not cancel a paid order.
    for (const attempt of await payments.repo.attemptsOf(orderId))
      if (attempt.status === 'CREATED' || attempt.status === 'PENDING')
        await reconcileAttempt(attempt, settings);
    const expired = await payments.inTransaction(async (repo, tx) => {
      const store = orders.within(tx);
      const order = (await store.lockOrder(orderId))!;
      const stillOpen = order.paymentStatus === 'UNPAID' || order.paymentStatus === 'PENDING';
      if (!stillOpen || order.status === 'CANCELED' || !order.payBy || order.payBy > now)
        return null;
      if (
        order.paymentStatus === 'PENDING' &&
        order.payBy.getTime() + timing.pendingGraceMs > now.getTime()
      )
        return null;
      const canceled = await deps.cancelLockedOrder(store, tx, order);
      await repo.setOrderPayment(order.id, { paymentStatus: 'EXPIRED' });
      await deps.audit.record(tx, {
        actorUserId: null,
        entity: 'order',
        entityId: order.id,
        action: 'order_status',
        before: { status: order.status, paymentStatus: order.paymentStatus },
        after: { status: 'CANCELED', paymentStatus: 'EXPIRED' },
        reason: 'Venció el plazo de pago en línea sin pago.',
      });
      await deps.outbox.enqueue(tx, orderExpiredMail(canceled, settings.shopName));
      return canceled;
    });
    return expired !== null;
  }

  async function expire(now = new Date()): Promise<number> {
    const settings = await config();
    let expired = 0;
    for (const { id } of await payments.repo.ordersPastPayBy(now, BATCH)) {
      try {
        if (await expireOrder(id, now, settings)) expired += 1;
      } catch (err) {
        if (!(err instanceof GatewayUnavailable)) throw err;
        // Unsure whether it was paid: leave it for the next run rather than cancel a paid order.
        log.warn({ err, orderId: id }, 'payment expiry: gateway unavailable, order kept');
      }
    }
    if (expired) deps.outbox.wake();
    return expired;
  }

  return { reconcile, expire };
}
export type PaymentSweeps = ReturnType<typeof createPaymentSweeps>;
