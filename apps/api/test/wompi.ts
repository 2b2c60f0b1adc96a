import { spawnWompiStandin, type SpawnedStandin } from '@shop/wompi-standin';
import { eq } from 'drizzle-orm';
import type { AppOptions } from '../src/app';
import type { Db } from '../src/db/client';
import { siteConfig } from '../src/db/schema';

export type Standin = SpawnedStandin & { endpoints: NonNullable<AppOptions['wompi']> };

/** The Wompi stand-in as a separate process, with the addresses the shop must call it at. */
export async function startStandin(): Promise<Standin> {
  const standin = await spawnWompiStandin({ pendingMs: 60_000, retryMs: 200 });
  return {
    ...standin,
    endpoints: { apiUrl: `${standin.url}/v1`, checkoutUrl: `${standin.url}/p/` },
  };
}

/** Stores the stand-in's sandbox keys as the shop's, as staff would in Configuración › Pagos. */
export async function useStandinKeys(db: Db, standin: SpawnedStandin): Promise<void> {
  await db
    .update(siteConfig)
    .set({ wompi: { environment: 'sandbox', ...standin.keys } })
    .where(eq(siteConfig.id, 1));
}
