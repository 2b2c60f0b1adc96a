import type { FastifyInstance } from 'fastify';
import type { RutService } from './service';

const SWEEP_EVERY_MS = 60 * 60 * 1000;

/**
 * Runs the sweep of unclaimed RUT uploads when the server is ready and then every hour. Every
 * process may run it (the sweep is safe in parallel), so nothing assumes a single server.
 */
export function scheduleRutSweep(app: FastifyInstance, rut: RutService): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = rut.sweepUnclaimed().then(
      (removed) => {
        if (removed > 0) app.log.info({ removed }, 'unclaimed RUT uploads deleted');
      },
      (err: unknown) => app.log.error({ err }, 'sweep of unclaimed RUT uploads failed'),
    );
  };
  app.addHook('onReady', async () => {
    run();
    timer = setInterval(run, SWEEP_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
