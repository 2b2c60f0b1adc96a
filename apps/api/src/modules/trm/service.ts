import { desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Trm } from '@shop/shared';
import type { Db } from '../../db/client';
import { trmRates } from '../../db/schema';
import { bogotaDate, fetchTrm } from './provider';

const RETRY_AFTER_MS = 5 * 60 * 1000;

/**
 * Serves the TRM from the database only; the provider is asked in the background (at start, on a
 * timer, and when a request finds today's value missing), at most once per five minutes while it
 * fails. When it is down, the last known value is served with its date and `stale: true`.
 */
export function createTrmService(db: Db, log: FastifyBaseLogger, providerUrl?: string) {
  let inFlight: Promise<void> | null = null;
  let lastAttempt = 0;

  async function refresh(): Promise<void> {
    if (!providerUrl) return;
    const date = bogotaDate();
    const [known] = await db.select().from(trmRates).where(eq(trmRates.date, date));
    if (known) return;
    lastAttempt = Date.now();
    try {
      const value = await fetchTrm(providerUrl, date);
      if (value === null) {
        log.warn({ date }, 'TRM provider has no value for today');
        return;
      }
      await db
        .insert(trmRates)
        .values({ date, value })
        .onConflictDoUpdate({ target: trmRates.date, set: { value, fetchedAt: new Date() } });
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
      const [latest] = await db.select().from(trmRates).orderBy(desc(trmRates.date)).limit(1);
      if (latest?.date === today) return { value: latest.value, date: latest.date, stale: false };
      if (providerUrl && Date.now() - lastAttempt > RETRY_AFTER_MS) void refreshOnce();
      return latest ? { value: latest.value, date: latest.date, stale: true } : null;
    },
  };
}
export type TrmService = ReturnType<typeof createTrmService>;
