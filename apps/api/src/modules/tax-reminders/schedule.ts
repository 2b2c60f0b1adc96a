import type { FastifyInstance } from 'fastify';
import type { TaxReminderService } from './service';

const CHECK_EVERY_MS = 60 * 60 * 1000;

/**
 * Checks the UVT table when the server is ready and then every hour. Every process may run it:
 * the claim of each reminder lets one of them mail it.
 */
export function scheduleTaxReminders(app: FastifyInstance, reminders: TaxReminderService): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = reminders.remind().then(
      (sent) => {
        if (sent > 0) app.log.info({ sent }, 'UVT reminders mailed to staff');
      },
      (err: unknown) => app.log.error({ err }, 'UVT reminder check failed'),
    );
  };
  app.addHook('onReady', async () => {
    run();
    timer = setInterval(run, CHECK_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
