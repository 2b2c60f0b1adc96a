import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectPglite, connectPostgres, type Database } from '../../db/client';
import { seedDatabase } from '../../seed';
import { cartItems, mailOutbox, orders, siteConfig } from '../../db/schema';
import { freshDatabase } from '../../../test/app';
import { createBrand, createCategory, createProducts } from '../../../test/catalogue-factories';
import { quietLog } from '../../../test/database-url';
import { createUser, type CreatedUser } from '../../../test/factories';
import { startSmtpRecorder, type SmtpRecorder } from '../../../test/smtp';
import { until } from '../../../test/until';
import { SANDBOX_KEYS } from '../../../test/payment-keys';

/**
 * A real shop process is killed with SIGKILL while it hands an order's confirmation to the SMTP
 * server (the server stalls on purpose, so the kill falls after the order's commit and before the
 * mail is accepted). After a restart the mail must arrive, exactly once.
 */

const API_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const SERVER_ENTRY = join(API_ROOT, 'src/server.ts');

let smtp: SmtpRecorder;
let dataDir: string;
let databaseUrl: string | undefined;
let drop: () => Promise<void> = async () => {};
let customer: CreatedUser;
let shop: ChildProcess | undefined;
let port: number;

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as { port: number };
      probe.close(() => resolve(free));
    });
  });

/** The shop's own database, as a test connection sees it (PGlite only while the shop is down). */
const openDatabase = (): Database =>
  databaseUrl ? connectPostgres(databaseUrl) : connectPglite(join(dataDir, 'pg'));

async function startShop(): Promise<ChildProcess> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    JWT_SECRET: 'crash-test-secret-that-is-long-enough-0000000',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'error',
    // A claim by the killed process lapses quickly, so its successor may send the mail.
    MAIL_CLAIM_LEASE_MS: '1000',
  };
  delete env.DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY], {
    cwd: API_ROOT,
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (c: Buffer) => (stderr += c.toString()));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the shop stopped at start: ${stderr}`);
    if (Date.now() > deadline) throw new Error(`the shop did not start: ${stderr}`);
    const ready = await fetch(`http://127.0.0.1:${port}/api/config`).catch(() => undefined);
    if (ready?.ok) return child;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const stopShop = async (signal: NodeJS.Signals) => {
  const child = shop;
  shop = undefined;
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await exited;
};

beforeAll(async () => {
  smtp = await startSmtpRecorder();
  port = await freePort();
  dataDir = await mkdtemp(join(tmpdir(), 'tienda-crash-'));
  const fresh = await freshDatabase();
  databaseUrl = fresh.url;
  let database = fresh.database;
  if (!databaseUrl) {
    // PGlite in memory cannot be shared with another process: the shop gets one in its DATA_DIR.
    await database.close();
    database = openDatabase();
    await database.migrate();
    await seedDatabase(database.db, { log: quietLog, demo: false });
  }
  drop = fresh.drop;
  const db = database.db;
  await db
    .update(siteConfig)
    .set({
      shopName: 'Andina',
      minimumPurchase: 0,
      wompi: SANDBOX_KEYS,
      smtp: { host: '127.0.0.1', port: smtp.port, user: '', pass: '', secure: false, from: '' },
    })
    .where(eq(siteConfig.id, 1));
  const brand = await createBrand(db, 'MikroTik');
  const category = await createCategory(db, 'Redes');
  await createProducts(db, [
    { name: 'Router', model: 'CRASH-1', brandId: brand.id, categoryId: category.id, stock: 5 },
  ]);
  const [product] = await db.query.products.findMany({ limit: 1 });
  customer = await createUser(db, { clientType: 'DISTRIBUTOR' });
  await db.insert(cartItems).values({ userId: customer.id, productId: product!.id, quantity: 1 });
  await database.close();
}, 120_000);

afterAll(async () => {
  await stopShop('SIGKILL');
  await smtp?.close();
  await drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('order confirmation across a crash', () => {
  it('is sent exactly once after the process dies between the commit and the mail', async () => {
    shop = await startShop();
    const base = `http://127.0.0.1:${port}/api`;
    const session = await fetch(`${base}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: customer.email, password: customer.password }),
    });
    expect(session.status).toBe(200);
    const { token } = (await session.json()) as { token: string };

    smtp.mode = 'hang';
    // The answer may never come (a shop that mails before answering dies first): not awaited.
    void fetch(`${base}/order`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ payMethod: 'DEBIT' }),
    }).catch(() => undefined);
    await until(() => smtp.attempts === 1, 'the confirmation to reach the SMTP server', 30_000);
    await stopShop('SIGKILL');
    expect(smtp.delivered).toEqual([]);

    smtp.mode = 'accept';
    shop = await startShop();
    await until(() => smtp.delivered.length > 0, 'the confirmation after the restart', 30_000);
    // Time for a second worker pass or a lapsed claim to send it again, if anything would.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    await stopShop('SIGTERM');

    expect(smtp.delivered).toHaveLength(1);
    expect(smtp.delivered[0]).toMatch(/^Andina: orden ORD-\d{4}-\d{5} recibida$/);
    const database = openDatabase();
    try {
      const made = await database.db.select().from(orders);
      expect(made).toHaveLength(1);
      const mails = await database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.kind, 'order-created'));
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({
        status: 'SENT',
        attempts: 2,
        subject: smtp.delivered[0],
      });
    } finally {
      await database.close();
    }
  }, 120_000);
});
