import { resolve } from 'node:path';
import { buildApp } from './app';
import { loadEnv } from './config/env';
import { connectDatabase } from './db/client';
import { seedDatabase } from './seed';
import { defined } from './lib/defined';
import { resolveJwtSecret } from './lib/secret';
import { DEFAULT_TRM_URL } from './modules/trm/provider';
import { demoStandinEndpoints, startDemoStandin } from './demo/wompi-standin';

const env = loadEnv();
const dataDir = resolve(env.DATA_DIR);
const database = connectDatabase({ databaseUrl: env.DATABASE_URL, dataDir });

await database.migrate();

const publicUrl = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
const wompi = env.WOMPI_STANDIN
  ? demoStandinEndpoints(env.WOMPI_STANDIN_PORT)
  : { apiUrl: env.WOMPI_API_URL, checkoutUrl: env.WOMPI_CHECKOUT_URL };

const app = await buildApp({
  db: database.db,
  readDb: database.readDb,
  dataDir,
  jwtSecret: resolveJwtSecret(env.JWT_SECRET, dataDir),
  publicUrl,
  wompi,
  paymentSweeps: defined({
    everyMs: env.PAYMENT_SWEEP_MS,
    reconcileAfterMs: env.PAYMENT_RECONCILE_AFTER_MS,
  }),
  redisUrl: env.REDIS_URL,
  redisPrefix: env.REDIS_PREFIX,
  trustProxy: env.TRUST_PROXY,
  limits: {
    perAddress: {
      searchesPerMinute: env.SEARCHES_PER_MINUTE,
      pdfsPerMinute: env.PDFS_PER_MINUTE,
      reportsPerMinute: env.REPORTS_PER_MINUTE,
      pagesPerMinute: env.PAGES_PER_MINUTE,
    },
  },
  trmUrl: env.TRM_URL ?? DEFAULT_TRM_URL,
  creditReminders: { daysBefore: env.CREDIT_REMINDER_DAYS },
  mail: env.MAIL_CLAIM_LEASE_MS ? { leaseMs: env.MAIL_CLAIM_LEASE_MS } : undefined,
  logger: {
    level: env.LOG_LEVEL,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
  },
});

await seedDatabase(database.db, {
  log: app.log,
  demo: env.SEED_DEMO,
  storage: app.storage,
  adminEmail: env.ADMIN_EMAIL,
  adminPassword: env.ADMIN_PASSWORD,
  smtpUrl: env.SMTP_URL,
  mailFrom: env.MAIL_FROM,
});
if (env.WOMPI_STANDIN)
  await startDemoStandin({
    db: database.db,
    port: env.WOMPI_STANDIN_PORT,
    shopPort: env.PORT,
    log: app.log,
  });

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    app
      .close()
      .then(() => database.close())
      .then(() => process.exit(0))
      .catch((err) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      });
  });
}

await app.listen({ port: env.PORT, host: env.HOST });

// The TRM is fetched in the background, never while a shopper waits: now, then every half hour.
void app.trm.refresh();
setInterval(() => void app.trm.refresh(), 30 * 60 * 1000).unref();
if (!env.PUBLIC_URL) {
  app.log.warn(
    `PUBLIC_URL no está definida: los enlaces de los correos apuntarán a http://localhost:${env.PORT}`,
  );
}
app.log.info(
  `Tienda lista en ${env.PUBLIC_URL ?? `http://localhost:${env.PORT}`} (base de datos: ${database.kind})`,
);
