import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { WOMPI_KEY_NAMES, WOMPI_KEY_PREFIXES } from '@shop/shared';
import { WOMPI_STANDIN_ENTRY } from '../config/paths';
import type { Db } from '../db/client';
import { siteConfig, type WompiKeys } from '../db/schema';

/**
 * The demo's payment gateway: the Wompi stand-in started as a child process beside the shop, so a
 * new user can pay an order end to end without Wompi's sandbox (docs/payments.md, "The stand-in").
 * The shop's stored sandbox keys are the stand-in's; a shop without keys gets new random ones.
 * Never for production: the stand-in approves whatever card the test data says.
 */
export async function startDemoStandin(opts: {
  db: Db;
  port: number;
  shopPort: number;
  log: FastifyBaseLogger;
}): Promise<void> {
  if (!existsSync(WOMPI_STANDIN_ENTRY))
    throw new Error(`WOMPI_STANDIN: ${WOMPI_STANDIN_ENTRY} is missing; run npm run build first`);
  const keys = await demoKeys(opts.db);
  const child = spawn(process.execPath, [WOMPI_STANDIN_ENTRY], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(opts.port),
      HOST: '127.0.0.1',
      WOMPI_EVENTS_URL: `http://127.0.0.1:${opts.shopPort}/api/payments/wompi/events`,
      WOMPI_PUBLIC_KEY: keys.publicKey,
      WOMPI_PRIVATE_KEY: keys.privateKey,
      WOMPI_INTEGRITY_SECRET: keys.integritySecret,
      WOMPI_EVENTS_SECRET: keys.eventsSecret,
    },
  });
  process.once('exit', () => child.kill('SIGTERM'));
  child.once('exit', (code, signal) =>
    opts.log.warn({ code, signal }, 'the Wompi stand-in stopped'),
  );
  opts.log.info(`Pasarela de pruebas (stand-in de Wompi) en http://localhost:${opts.port}`);
}

/** Where the shop calls the demo's stand-in, and where it sends the customer's browser. */
export const demoStandinEndpoints = (port: number) => ({
  apiUrl: `http://127.0.0.1:${port}/v1`,
  checkoutUrl: `http://localhost:${port}/p/`,
});

/** The stored sandbox keys, or new ones stored now; a production key is never replaced. */
async function demoKeys(db: Db): Promise<Required<Omit<WompiKeys, 'environment'>>> {
  const [row] = await db.select({ wompi: siteConfig.wompi }).from(siteConfig);
  const stored = row?.wompi;
  if (stored?.environment === 'production')
    throw new Error('WOMPI_STANDIN: the shop has production keys; the stand-in is for the demo');
  if (stored && WOMPI_KEY_NAMES.every((k) => stored[k]))
    return stored as Required<Omit<WompiKeys, 'environment'>>;
  const made = Object.fromEntries(
    WOMPI_KEY_NAMES.map((k) => [
      k,
      `${WOMPI_KEY_PREFIXES.sandbox[k]}${randomBytes(16).toString('hex')}`,
    ]),
  ) as Required<Omit<WompiKeys, 'environment'>>;
  await db
    .update(siteConfig)
    .set({ wompi: { environment: 'sandbox', ...made } })
    .where(eq(siteConfig.id, 1));
  return made;
}
