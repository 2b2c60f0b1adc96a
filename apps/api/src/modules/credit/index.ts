import type { FastifyInstance } from 'fastify';
import { transactional, type Transactional } from '../../db/transactional';
import { scheduleRecurring } from '../../lib/recurring-job';
import type { ShopModule } from '../../lib/shop-module';
import type { Platform } from '../../platform/context';
import type { SiteConfigRow } from '../config/service';
import type { DocumentStore } from '../orders';
import { receivablesRoutes } from './receivables-routes';
import { createCreditReminders } from './reminders';
import { createCreditRepository } from './repository';
import { creditLineRoutes } from './routes';
import { createCreditService } from './service';

export type { CreditPort, CreditService } from './service';

/** How often the reminder sweep runs: hourly, safe in every process at once. */
const REMIND_EVERY_MS = 60 * 60 * 1000;

/**
 * Company credit (docs/payments.md, "Company credit"): staff grant a company a line; an order on
 * credit is checked against it in the order's own transaction (the `credit` port the checkout
 * takes); the cartera reads what each company owes by age (the `receivables` port the reports
 * module writes as xlsx); a sweep mails the reminders before and after the due date. The money
 * received is recorded by the payments module, which alone writes it.
 */
export function creditModule(
  deps: Pick<Platform, 'db' | 'audit' | 'outbox'> & {
    documentStore: Transactional<DocumentStore>;
    siteConfigRow: () => Promise<SiteConfigRow>;
    creditReminders?: { daysBefore?: number; everyMs?: number };
  },
) {
  const credit = transactional(deps.db, createCreditRepository);
  const service = createCreditService({ credit, audit: deps.audit });
  const reminders = createCreditReminders({
    credit,
    orders: deps.documentStore,
    outbox: deps.outbox,
    config: deps.siteConfigRow,
    daysBefore: deps.creditReminders?.daysBefore,
  });
  const schedule = async (app: FastifyInstance) =>
    scheduleRecurring(app, {
      run: () => reminders.remind(),
      everyMs: deps.creditReminders?.everyMs ?? REMIND_EVERY_MS,
      counted: 'sent',
      did: 'credit reminders mailed to customers',
      failed: 'credit reminder sweep failed',
    });
  return {
    routes: [creditLineRoutes(service), receivablesRoutes(service), schedule],
    ports: {
      /** The limit check of an order on credit, in the order's transaction. */
      credit: service,
      /** The cartera's figures, for its workbook. */
      receivables: service.receivables,
    },
  } satisfies ShopModule;
}
