import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@shop/shared';
import { mailOutbox, siteConfig } from '../../src/db/schema';
import { freshDatabase } from '../app';
import { createBrand, createCategory, createProducts } from '../catalogue-factories';
import { createStaff, createUser, type CreatedUser } from '../factories';
import { startSmtpRecorder, type SmtpRecorder } from '../smtp';
import { until } from '../until';
import { recordFigures } from '../../../../scripts/reliability-figures';
import { startShopProcess, type ShopProcess } from './shop-processes';
import { SANDBOX_KEYS } from '../payment-keys';

/**
 * Two shop processes on one PostgreSQL and one Redis, each on its own loopback port behind an
 * imagined load balancer (README, production shape; issue 16 item 8): a sign-in limit is counted
 * once across both, a catalogue write through one is seen at once by the other, and an outbox
 * mail is sent once although both run the outbox worker.
 */

const PORTS = [4550, 4551] as const;
const SMTP_PORT = 4552;
/** Nothing listens here: the TRM provider is simply down, and no request leaves the machine. */
const TRM_URL = 'http://127.0.0.1:4559/trm';
/** The outbox worker's poll (mail/service.ts): a second worker has had its look after this long. */
const WORKER_POLL_MS = 5_000;
/** Default sign-in limits of the shop (app.ts): per e-mail and per address, in 15 minutes. */
const PER_EMAIL = 8;
const PER_ADDRESS = 30;

type Fetched = { status: number; body: Record<string, unknown> };

const databaseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;

describe.runIf(databaseUrl && redisUrl)(
  'two shop processes on one PostgreSQL and one Redis',
  () => {
    let shops: ShopProcess[] = [];
    let smtp: SmtpRecorder;
    let dataDir: string;
    let drop = async () => {};
    let closeDb = async () => {};
    let db: Awaited<ReturnType<typeof freshDatabase>>['database']['db'];
    let productId: number;
    let customer: CreatedUser;
    let admin: CreatedUser;
    const figures: Record<string, number> = {};

    beforeAll(async () => {
      smtp = await startSmtpRecorder(SMTP_PORT);
      dataDir = await mkdtemp(join(tmpdir(), 'tienda-two-'));
      const fresh = await freshDatabase();
      drop = fresh.drop;
      closeDb = () => fresh.database.close();
      db = fresh.database.db;
      await db
        .update(siteConfig)
        .set({
          shopName: 'Andina',
          minimumPurchase: 0,
          wompi: SANDBOX_KEYS,
          smtp: { host: '127.0.0.1', port: SMTP_PORT, user: '', pass: '', secure: false, from: '' },
        })
        .where(eq(siteConfig.id, 1));
      const brand = await createBrand(db, 'MikroTik');
      const category = await createCategory(db, 'Redes');
      await createProducts(db, [
        { name: 'Router hEX', model: 'RB750Gr3', brandId: brand.id, categoryId: category.id },
      ]);
      productId = (await db.query.products.findMany({ limit: 1 }))[0]!.id;
      customer = await createUser(db, { clientType: 'DISTRIBUTOR' });
      admin = await createStaff(db, ['ADMIN_PRODUCTS']);
      // One secret and one database for both, as behind a load balancer (which forwards the
      // caller's address: each scenario below comes from addresses of its own).
      const env = {
        DATABASE_URL: fresh.url!,
        REDIS_URL: redisUrl!,
        DATA_DIR: dataDir,
        JWT_SECRET: 'two-processes-secret-that-is-long-enough-00000',
        PUBLIC_URL: `http://127.0.0.1:${PORTS[0]}`,
        TRUST_PROXY: 'true',
        TRM_URL,
        SEED_DEMO: 'false',
      };
      shops = await Promise.all(PORTS.map((port) => startShopProcess(port, env)));
    }, 180_000);

    afterAll(async () => {
      await Promise.all(shops.map((shop) => shop.stop()));
      recordFigures('Two processes', {
        'sign-ins until 429, one account, one process / across both': `${figures.accountAttemptsUntil429OneProcess} / ${figures.accountAttemptsUntil429AcrossBoth}`,
        'sign-ins until 429, one address, one process / across both': `${figures.addressAttemptsUntil429OneProcess} / ${figures.addressAttemptsUntil429AcrossBoth}`,
        'catalogue writes': figures.catalogueWrites ?? 0,
        'new price and name seen by both at once': figures.newPriceAndNameSeenByBothAtOnce ?? 0,
        orders: figures.orders ?? 0,
        'outbox mails': figures.outboxMails ?? 0,
        'mails received': figures.mailsReceived ?? 0,
        'repeated Message-IDs': figures.duplicateMessageIds ?? 0,
      });
      await smtp?.close();
      await closeDb();
      await drop();
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    });

    const call = async (
      shop: ShopProcess,
      method: string,
      path: string,
      opts: {
        body?: unknown;
        token?: string;
        from?: string;
        headers?: Record<string, string>;
      } = {},
    ): Promise<Fetched> => {
      const res = await fetch(`${shop.api}${path}`, {
        method,
        headers: {
          ...(opts.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
          ...(opts.from ? { 'x-forwarded-for': opts.from } : {}),
          ...opts.headers,
        },
        body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    };

    const signIn = async (shop: ShopProcess, user: CreatedUser, from: string) => {
      const res = await call(shop, 'POST', '/auth/login', {
        body: { email: user.email, password: user.password },
        from,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.token as string;
    };

    describe('sign-in limit', () => {
      /**
       * Failed sign-ins from `from`, through the shops in `order` (round robin), until one is
       * refused with 429: answers how many were tried, that one included.
       */
      const attemptsUntilLimited = async (
        order: ShopProcess[],
        from: string,
        email: (attempt: number) => string,
      ) => {
        for (let attempt = 1; attempt <= 3 * PER_ADDRESS; attempt++) {
          const res = await call(order[attempt % order.length]!, 'POST', '/auth/login', {
            body: { email: email(attempt), password: 'NoEsLaClave1' },
            from,
          });
          if (res.status === 429) {
            expect(res.body.message).toBe(MESSAGES.tooManyAttempts);
            return attempt;
          }
          expect(res.status).toBe(401);
        }
        return Infinity;
      };

      it('on one account is counted once across both processes', async () => {
        const one = await attemptsUntilLimited([shops[0]!], '203.0.113.1', () => 'una@example.com');
        const both = await attemptsUntilLimited(shops, '203.0.113.2', () => 'ambas@example.com');
        figures.accountAttemptsUntil429OneProcess = one;
        figures.accountAttemptsUntil429AcrossBoth = both;
        expect(one).toBe(PER_EMAIL + 1);
        expect(both).toBe(one);
      });

      it('on one address is counted once across both processes', async () => {
        const one = await attemptsUntilLimited(
          [shops[1]!],
          '203.0.113.3',
          (n) => `a${n}@example.com`,
        );
        const both = await attemptsUntilLimited(shops, '203.0.113.4', (n) => `b${n}@example.com`);
        figures.addressAttemptsUntil429OneProcess = one;
        figures.addressAttemptsUntil429AcrossBoth = both;
        expect(one).toBe(PER_ADDRESS + 1);
        expect(both).toBe(one);
      });
    });

    it('shows a catalogue write through one process at once on the other, to anonymous and signed-in callers', async () => {
      const tokens = await Promise.all(shops.map((shop) => signIn(shop, customer, '198.51.100.1')));
      const adminToken = await signIn(shops[0]!, admin, '198.51.100.2');
      /** What each process shows of the product now: [anonymous name x2, signed-in price x2]. */
      const seenOn = async (i: number) => {
        const shop = shops[i]!;
        const token = tokens[i]!;
        const listed = (body: Record<string, unknown>) =>
          (body.products as Array<Record<string, unknown>>).find((p) => p.id === productId)!;
        const [anonDetail, anonList, detail, list] = await Promise.all([
          call(shop, 'GET', `/products/${productId}`),
          call(shop, 'GET', '/products'),
          call(shop, 'GET', `/products/${productId}`, { token }),
          call(shop, 'GET', '/products', { token }),
        ]);
        expect(anonDetail.body).not.toHaveProperty('price');
        return {
          names: [anonDetail.body.name, listed(anonList.body).name],
          prices: [detail.body.price, listed(list.body).price],
        };
      };
      // Both processes have the answers cached (asked twice) before each write.
      for (const i of [0, 1, 0]) await seenOn(i);
      let before = (await seenOn(1)).prices[0];

      const rounds = 6;
      let seenByBoth = 0;
      for (let round = 1; round <= rounds; round++) {
        const writer = round % 2;
        const name = `Router hEX ronda ${round}`;
        const written = await call(shops[writer]!, 'PATCH', `/products/${productId}`, {
          body: { price: 100_000 + round * 1_000, name },
          token: adminToken,
        });
        expect(written.status, JSON.stringify(written.body)).toBe(200);
        // The reader is asked first, the instant the write has answered: no waiting, no retry.
        const other = await seenOn(1 - writer);
        const own = await seenOn(writer);
        expect(other.names).toEqual([name, name]);
        expect(other.prices).toEqual(own.prices);
        expect(other.prices[0]).not.toBe(before);
        if (other.names.every((n) => n === name) && other.prices[0] !== before) seenByBoth++;
        before = other.prices[0];
      }
      figures.catalogueWrites = rounds;
      figures.newPriceAndNameSeenByBothAtOnce = seenByBoth;
      expect(seenByBoth).toBe(rounds);
    });

    it('sends an order confirmation once, though both processes run the outbox worker', async () => {
      const tokens = await Promise.all(shops.map((shop) => signIn(shop, customer, '198.51.100.3')));
      const orders = 4;
      for (let n = 0; n < orders; n++) {
        // The cart filled through one process, the order placed through the other.
        const added = await call(shops[n % 2]!, 'PATCH', '/shopping-cart/add', {
          body: { items: [{ productId, quantity: 1 }] },
          token: tokens[n % 2],
        });
        expect(added.status, JSON.stringify(added.body)).toBe(200);
        const placed = await call(shops[(n + 1) % 2]!, 'POST', '/order', {
          body: { payMethod: 'DEBIT' },
          token: tokens[(n + 1) % 2],
          headers: { 'idempotency-key': `two-processes-order-${n}` },
        });
        expect(placed.status, JSON.stringify(placed.body)).toBe(201);
      }
      const written = async () =>
        db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'order-created'));
      expect(await written()).toHaveLength(orders);
      await until(() => smtp.delivered.length >= orders, 'every confirmation to arrive', 30_000);
      // Both workers have looked for due mails since: a duplicate would have arrived by now.
      await new Promise((resolve) => setTimeout(resolve, WORKER_POLL_MS + 1_500));
      const rows = await written();
      figures.orders = orders;
      figures.outboxMails = rows.length;
      figures.mailsReceived = smtp.delivered.length;
      figures.duplicateMessageIds = smtp.messageIds.length - new Set(smtp.messageIds).size;
      expect(smtp.delivered).toHaveLength(orders);
      expect(new Set(smtp.messageIds).size).toBe(orders);
      expect(rows.every((row) => row.status === 'SENT')).toBe(true);
      expect(
        smtp.delivered.every((subject) => /^Andina: orden ORD-\d{4}-\d{5} recibida$/.test(subject)),
      ).toBe(true);
    });
  },
);
