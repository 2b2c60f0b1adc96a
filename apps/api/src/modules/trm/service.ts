import type { FastifyBaseLogger } from 'fastify';
import type { Trm } from '@shop/shared';
import { bogotaDate } from '../../lib/bogota-date';
import { fetchTrm } from './provider';
import type { TrmRepository } from './repository';

const RETRY_AFTER_MS = 5 * 60 * 1000;

/**
 * Serves the TRM from the database only; the provider is asked in the background (at start, on a
 * timer, and when a request finds today's value missing), at most once per five minutes while it
 * fails. When it is down, the last known value is served with its date and `stale: true`.
 */
export function createTrmService(
  rates: TrmRepository,
  log: FastifyBaseLogger,
  providerUrl?: string,
) {
  let inFlight: Promise<void> | null = null;
  let lastAttempt = 0;

  async function refresh(): Promise<void> {
    if (!providerUrl) return;
    const date = bogotaDate();
    if (await rates.forDate(date)) return;
    lastAttempt = Date.now();
    try {
      const value = await fetchTrm(providerUrl, date);
      if (value === null) {
        log.warn({ date }, 'TRM provider has no value for today');
        return;
      }
      await rates.save(date, value);
    } catch (err) {
      log.warn(
        { err: (err as Error).message },
        'TRM provider unreachable; serving the last known value',
      );
    }
  }

  const refreshOnce = () => {
    inFlight ??= refresh().finally(() => {
      inFlight = null;
    });
    return inFlight;
  };

  return {
    refresh: refreshOnce,

    async current(): Promise<Trm | null> {
      const today = bogotaDate();
      const latest = await rates.latest();
      if (latest?.date === today) return { value: latest.value, date: latest.date, stale: false };
      if (providerUrl && Date.now() - lastAttempt > RETRY_AFTER_MS) void refreshOnce();
      return latest ? { value: latest.value, date: latest.date, stale: true } : null;
    },
  };
}
export type TrmService = ReturnType<typeof createTrmService>;
