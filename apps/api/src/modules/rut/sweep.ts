import type { FastifyInstance } from 'fastify';
import { scheduleRecurring } from '../../lib/recurring-job';
import type { RutService } from './service';

/** Sweeps the unclaimed RUT uploads when the server is ready and then every hour. */
export const scheduleRutSweep = (app: FastifyInstance, rut: RutService): void =>
  scheduleRecurring(app, {
    run: () => rut.sweepUnclaimed(),
    everyMs: 60 * 60 * 1000,
    counted: 'removed',
    did: 'unclaimed RUT uploads deleted',
    failed: 'sweep of unclaimed RUT uploads failed',
  });
