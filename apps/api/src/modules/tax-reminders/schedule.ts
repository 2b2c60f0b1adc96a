import type { FastifyInstance } from 'fastify';
import { scheduleRecurring } from '../../lib/recurring-job';
import type { TaxReminderService } from './service';

/** Checks the UVT table when the server is ready and then every hour; one process mails each. */
export const scheduleTaxReminders = (app: FastifyInstance, reminders: TaxReminderService): void =>
  scheduleRecurring(app, {
    run: () => reminders.remind(),
    everyMs: 60 * 60 * 1000,
    counted: 'sent',
    did: 'UVT reminders mailed to staff',
    failed: 'UVT reminder check failed',
  });
