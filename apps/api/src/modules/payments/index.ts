import type { FastifyInstance } from 'fastify';
import type { Limits } from '../../config/limits';
import { transactional } from '../../db/transactional';
import { scheduleRecurring } from '../../lib/recurring-job';
import type { ShopModule } from '../../lib/shop-module';
import type { Platform } from '../../platform/context';
import type { SiteConfigRow } from '../config/service';
import type { Tx } from '../../db/client';
import type { Transactional } from '../../db/transactional';
import type { CreditService } from '../credit';
import type { CancelListener, DocumentStore, OrderRow } from '../orders';
import type { PdfProblem } from '../rut';
import { createPaymentAdminRepository } from './admin-repository';
import { paymentAdminRoutes } from './admin-routes';
import { createPaymentAdminService } from './admin-service';
import { createTransitionApplier } from './apply';
import { createEventService } from './events';
import { paymentEventRoutes } from './events-routes';
import { createRefunds } from './refunds';
import { createPaymentRepository } from './repository';
import { paymentRoutes } from './routes';
import { createPaymentService } from './service';
import { staffPaymentRoutes } from './staff-payment-routes';
import { createStaffPayments } from './staff-payments';
import { createPaymentSweeps, type SweepTiming } from './sweeps';
import { transferAdminRoutes } from './transfer-admin-routes';
import { createTransferAdminService } from './transfer-admin-service';
import { createTransferRepository } from './transfer-repository';
import { transferRoutes } from './transfer-routes';
import { createTransferService } from './transfer-service';
import { createWompiGateway, type WompiEndpoints } from './wompi/gateway';

export { readyKeys } from './keys';
export type { WompiEndpoints } from './wompi/gateway';

/** How often the sweeps run: every minute, each safe in every process at once. */
const SWEEP_EVERY_MS = 60_000;

/**
 * Getting paid online through Wompi: attempts, the gateway's events and the customer's return,
 * the reconciliation of attempts whose event was lost, the expiry of unpaid online orders, and
 * refunds of cancelled paid ones. Getting paid by bank transfer: the receipts customers upload and
 * staff confirm or reject (`transfer-*.ts`); and the money staff record against orders on company
 * credit (`staff-payments.ts`): here because each writes the same ledger and order columns in the
 * same locked transaction as a gateway approval. It writes the payment columns of `orders` (its
 * repository says which); the rest of the order is the orders module's.
 */
export function paymentsModule(
  deps: Pick<Platform, 'db' | 'outbox' | 'audit' | 'log' | 'storage'> & {
    documentStore: Transactional<DocumentStore>;
    cancelLockedOrder: (repo: DocumentStore, tx: Tx, order: OrderRow) => Promise<OrderRow>;
    onOrderCanceled: (listener: CancelListener) => void;
    siteConfigRow: () => Promise<SiteConfigRow>;
    limits: Pick<Limits, 'uploadsPerHour'>;
    /** The RUT module's PDF check, for the transfer receipts staff open. */
    inspectPdf: (data: Buffer) => PdfProblem | null;
    /** Drops the cached catalogue answers: an expired order gave its units back. */
    bumpCatalogue: () => Promise<void>;
    publicUrl: string;
    wompi?: WompiEndpoints;
    paymentSweeps?: Partial<SweepTiming> & { everyMs?: number };
    /** Company credit: the line a customer may order on (the credit module's port). */
    credit: Pick<CreditService, 'summary'>;
  },
) {
  const payments = transactional(deps.db, createPaymentRepository);
  const orders = deps.documentStore;
  const config = deps.siteConfigRow;
  const gateway = createWompiGateway(deps.wompi);
  const apply = createTransitionApplier({ ...deps, payments, orders, config });
  const service = createPaymentService({ ...deps, payments, orders, gateway, apply, config });
  const receive = createEventService({ ...deps, payments, apply, config });
  const sweeps = createPaymentSweeps({
    ...deps,
    payments,
    orders,
    gateway,
    apply,
    config,
    timing: deps.paymentSweeps,
  });
  const refunds = createRefunds({ ...deps, payments, orders, gateway, apply, config });
  deps.onOrderCanceled(refunds.onCanceled);
  const admin = createPaymentAdminService({
    ...deps,
    admin: transactional(deps.db, createPaymentAdminRepository),
    payments,
    orders,
    config,
  });
  const staffPayments = createStaffPayments({
    ...deps,
    payments,
    orders,
    config,
    detail: (id) => admin.detail(id),
  });

  const transfers = {
    ...deps,
    receipts: transactional(deps.db, createTransferRepository),
    payments,
    orders,
    config,
  };

  const everyMs = deps.paymentSweeps?.everyMs ?? SWEEP_EVERY_MS;
  const schedule = async (app: FastifyInstance) => {
    scheduleRecurring(app, {
      run: async () => (await sweeps.reconcile()) + (await refunds.sweep()),
      everyMs,
      counted: 'payments',
      did: 'payment reconciliation applied gateway statuses',
      failed: 'payment reconciliation failed',
    });
    scheduleRecurring(app, {
      run: async () => {
        const expired = await sweeps.expire();
        if (expired > 0) await deps.bumpCatalogue();
        return expired;
      },
      everyMs,
      counted: 'orders',
      did: 'unpaid online orders cancelled at the end of their window',
      failed: 'payment expiry failed',
    });
  };

  return {
    routes: [
      paymentRoutes(service),
      paymentEventRoutes(receive),
      paymentAdminRoutes(admin),
      transferRoutes(createTransferService(transfers), deps.limits.uploadsPerHour),
      transferAdminRoutes(createTransferAdminService(transfers)),
      staffPaymentRoutes(staffPayments),
      schedule,
    ],
    ports: { paymentSweeps: sweeps },
  } satisfies ShopModule;
}
