import type { FastifyInstance } from 'fastify';

interface RecurringJob {
  /** What one run does; answers how many things it did (rows swept, mails sent). */
  run(): Promise<number>;
  everyMs: number;
  /** The log lines: the field the count is logged under, what it means, what a failed run was. */
  counted: string;
  did: string;
  failed: string;
}

/**
 * Runs `job` when the server is ready and then every `everyMs`, and waits for a run in flight on
 * close. Every process may run it: each job is safe to run in parallel (docs/architecture.md).
 */
export function scheduleRecurring(app: FastifyInstance, job: RecurringJob): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = job.run().then(
      (count) => {
        if (count > 0) app.log.info({ [job.counted]: count }, job.did);
      },
      (err: unknown) => app.log.error({ err }, job.failed),
    );
  };
  app.addHook('onReady', async () => {
    run();
    timer = setInterval(run, job.everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
