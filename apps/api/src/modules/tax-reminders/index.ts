import { transactional } from '../../db/transactional';
import type { ShopModule } from '../../lib/shop-module';
import type { Platform } from '../../platform/context';
import type { ConfigReader } from '../config/service';
import type { TaxRulesPort } from '../taxes/service';
import { createTaxNoticeRepository } from './repository';
import { scheduleTaxReminders } from './schedule';
import { createTaxReminderService } from './service';

/** Tells staff, once by mail, that a year's UVT is missing from the tax rules (docs/taxes.md). */
export function taxRemindersModule(
  deps: Pick<Platform, 'db' | 'outbox'> & { taxRules: TaxRulesPort; siteConfig: ConfigReader },
) {
  const reminders = createTaxReminderService({
    notices: transactional(deps.db, createTaxNoticeRepository),
    taxRules: deps.taxRules,
    siteConfig: deps.siteConfig,
    outbox: deps.outbox,
  });
  return {
    routes: [async (app) => scheduleTaxReminders(app, reminders)],
    ports: { taxReminders: reminders },
  } satisfies ShopModule;
}
