import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpRecorder, type SmtpRecorder } from '../smtp';
import { until } from '../until';
import { backendsSettled, readLedger, type Ledger } from './crash-ledger';
import {
  call,
  playTogether,
  prepareRound,
  seededRandom,
  type Attempt,
  type Kind,
  type Round,
} from './crash-rounds';
import { prepareCrashShop, shopDatabase, type CrashShop, type ShopDatabase } from './crash-shop';
import { recordFigures } from '../../../../scripts/reliability-figures';
import { importState } from './import-workbook';
import { bundleShop, startShop, type ShopProcess } from './shop-process';

/**
 * Issue 16, item 4: the real shop process is killed with SIGKILL at a random moment while it
 * creates orders (many at once, each with an Idempotency-Key), converts quotes and applies a
 * 10,000-row Excel import. After every kill the database must show no order without lines, stock
 * plus units sold equal to the initial stock, the import whole or absent; after the restart the
 * same requests retried with the same keys make no second order, and at the end every order's
 * confirmation has reached the SMTP server as one message. A copy sent again because the kill fell
 * between the SMTP server's acceptance and the outbox's record carries the same Message-ID and is
 * counted apart (delivered at least once, ADR 008).
 */

const PORTS = { smtp: 4510, shop: 4511, trm: 4512 };
const JWT_SECRET = 'crash-atomicity-secret-that-is-long-enough-000';
const KINDS: Kind[] = ['order', 'convert', 'import'];
const ON_POSTGRES = Boolean(process.env.DATABASE_URL);
// PGlite restarts and checks cost several times more (one process holds the database): the same
// scenario runs with fewer kills there; CI runs it on PostgreSQL.
const KILLS_PER_KIND = ON_POSTGRES ? 20 : 3;
const IMPORT_ROWS = 10_000;
const CUSTOMERS = 24;
const STOCK = 1_000_000;
const SEED = Date.now() % 1_000_000;

let smtp: SmtpRecorder;
let entry: string;
let database: ShopDatabase;
let fixture: CrashShop;
let shop: ShopProcess | undefined;

const start = async () => {
  shop = await startShop(entry, PORTS.shop, {
    ...process.env,
    DATABASE_URL: database.url ?? '',
    DATA_DIR: database.dataDir,
    JWT_SECRET,
    PUBLIC_URL: `http://127.0.0.1:${PORTS.shop}`,
    TRM_URL: `http://127.0.0.1:${PORTS.trm}/trm`,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'fatal',
    // The killed process's claim on a mail lapses before its successor is up.
    MAIL_CLAIM_LEASE_MS: '500',
  });
  return shop;
};

beforeAll(async () => {
  smtp = await startSmtpRecorder(PORTS.smtp);
  entry = await bundleShop();
  database = await shopDatabase();
  fixture = await database.use((db) =>
    prepareCrashShop(db, {
      smtpPort: smtp.port,
      jwtSecret: JWT_SECRET,
      customers: CUSTOMERS,
      stock: STOCK,
    }),
  );
});

afterAll(async () => {
  await shop?.kill();
  await smtp?.close();
  await database?.drop();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('crash atomicity under kill -9', () => {
  // About two minutes on an idle 2-core machine (PostgreSQL); a busy one stretches every restart,
  // so the limit leaves room above the project's 300 s.
  it(
    'keeps orders, stock, imports and mails whole, and retries make no duplicate',
    { timeout: 900_000 },
    async () => {
      const began = Date.now();
      const random = seededRandom(SEED);
      const attempts: Attempt[] = [];
      const imports = { applied: 0, absent: 0, partial: 0, answeredBeforeKill: 0, rolledBack: 0 };
      const kills = { order: 0, convert: 0, import: 0 };
      const inFlightAtKills = { order: 0, convert: 0, import: 0 };
      const retries = { replayed: 0, createdOnRetry: 0, sameAsFirstAnswer: 0 };
      let lastLedger: (Ledger & { extraOrders: number }) | undefined;
      // Half the customers order from the cart, the other half convert quotes.
      const half = fixture.customers.length / 2;
      const buyers = {
        order: fixture.customers.slice(0, half),
        convert: fixture.customers.slice(half),
      };
      const prepare = (kind: Kind, n: number) =>
        prepareRound(
          kind,
          n,
          shop!.baseUrl,
          fixture,
          kind === 'import' ? [] : buyers[kind],
          random,
          IMPORT_ROWS,
        );

      /** The invariants that hold whenever the shop is down, whatever it was doing when it died. */
      const checkLedger = async (round?: Round) => {
        const ledger = await database.use(async (db) => {
          if (database.kind === 'postgres') await backendsSettled(db);
          return {
            ...(await readLedger(db, fixture.stocked)),
            import: round?.prefix ? await importState(db, round.prefix) : undefined,
          };
        });
        expect(ledger.withoutLines, 'orders without lines').toBe(0);
        expect(ledger.itemsOff, 'orders whose lines do not add up').toBe(0);
        expect(ledger.stockMismatches, 'products whose stock + sold ≠ initial').toBe(0);
        expect(ledger.gaps, 'gaps in the order numbers').toBe(0);
        expect(ledger.mails.orphan, 'confirmations of orders that do not exist').toBe(0);
        expect(ledger.mails.perOrderOff, 'orders without exactly one confirmation row').toBe(0);
        // Each keyed request made at most one order; once retried, exactly one.
        const found = (a: Attempt) =>
          ledger.orders.filter(
            (o) => o.userId === a.userId && o.key === a.headers['idempotency-key'],
          ).length;
        for (const a of attempts) {
          if (a.settled) expect(found(a), 'orders of a retried key').toBe(1);
          else expect(found(a), 'orders of a key').toBeLessThanOrEqual(1);
        }
        const quoteOrders = (id: number) => ledger.orders.filter((o) => o.quoteId === id).length;
        for (const a of attempts.filter((x) => x.quoteId !== undefined))
          expect(quoteOrders(a.quoteId!), 'orders of one quote').toBe(found(a));
        // A second order for one key, or an order that none of the requests asked for.
        const extraOrders = ledger.orders.length - attempts.filter((a) => found(a) > 0).length;
        expect(extraOrders, 'orders beyond one per keyed request').toBe(0);
        if (ledger.import) {
          const { products, exact, audited } = ledger.import;
          const whole =
            products === IMPORT_ROWS && exact === IMPORT_ROWS && audited === IMPORT_ROWS;
          const absent = products === 0 && audited === 0;
          if (whole) imports.applied++;
          else if (absent) imports.absent++;
          else imports.partial++;
          if (absent && ledger.productIds > lastLedger!.productIds) imports.rolledBack++;
          expect(
            whole || absent,
            `an import whole or absent: ${products} products, ${exact} as in the file, ${audited} audited`,
          ).toBe(true);
          // An import that answered before the kill must be there.
          if (round!.uploaded) {
            expect(round!.uploaded.status).toBe(200);
            expect(whole, 'an answered import is applied').toBe(true);
            imports.answeredBeforeKill++;
          }
        }
        lastLedger = { ...ledger, extraOrders };
      };

      /** The same requests, same keys, on the restarted shop: each answers the one order it made. */
      const retry = (round: Round) =>
        Promise.all(
          round.attempts.map(async (a) => {
            const again = await call(shop!.baseUrl, a.path, { headers: a.headers, body: a.body });
            expect(again.status, JSON.stringify(again.body)).toBe(201);
            if (again.replayed) retries.replayed++;
            else retries.createdOnRetry++;
            if (a.first?.status === 201) {
              expect(again.body.customId).toBe(a.first.body.customId);
              retries.sameAsFirstAnswer++;
            }
            a.settled = true;
          }),
        );

      // One round of each kind runs to its end first: it measures the span the kills fall in.
      await start();
      const spans = { order: 0, convert: 0, import: 0, importPreview: 0 };
      for (const kind of KINDS) {
        const round = await prepare(kind, 0);
        attempts.push(...round.attempts);
        if (round.preview) {
          const t0 = Date.now();
          expect((await round.preview(shop!.baseUrl)).status).toBe(200);
          spans.importPreview = Date.now() - t0;
        }
        const t0 = Date.now();
        await playTogether(shop!.baseUrl, [round], [0]);
        spans[kind] = Date.now() - t0;
        round.attempts.forEach((a) => (a.settled = true));
      }

      await shop!.stop();
      await checkLedger();
      await start();
      // Each kill falls at its own random point of each operation's span: the three are started
      // staggered so that all of them are under way when the process dies.
      let round = 0;
      while (Math.min(...Object.values(kills)) < KILLS_PER_KIND && round < KILLS_PER_KIND * 1.5) {
        round++;
        const rounds = await Promise.all(KINDS.map((kind) => prepare(kind, round)));
        rounds.forEach((r) => attempts.push(...r.attempts));
        // Half the import kills fall after the file is read, inside the write.
        const read = round % 2 ? spans.importPreview / spans.import : 0;
        const into = KINDS.map((kind) =>
          kind === 'import'
            ? spans.import * (read + random() * (1 - read))
            : spans[kind] * random(),
        );
        const atMs = Math.max(...into);
        const inFlight = await playTogether(
          shop!.baseUrl,
          rounds,
          into.map((ms) => atMs - ms),
          { atMs, shop: shop! },
        );
        shop = undefined;
        KINDS.forEach((kind, i) => {
          inFlightAtKills[kind] += inFlight[i]!;
          if (inFlight[i]) kills[kind]++;
        });
        await checkLedger(rounds.find((r) => r.prefix));
        await start();
        await Promise.all(rounds.map(retry));
      }
      expect(
        Math.min(...Object.values(kills)),
        'kills with each operation in flight',
      ).toBeGreaterThanOrEqual(KILLS_PER_KIND);

      // Every order's confirmation reaches the SMTP server; then time for any second copy to show.
      const distinctOrders = () =>
        new Set(smtp.delivered.map((s) => /ORD-\d{4}-\d{5}/.exec(s)?.[0])).size;
      await until(
        () => distinctOrders() >= attempts.length,
        'every confirmation to be delivered',
        60_000,
      );
      await sleep(1_500);
      await shop!.stop();
      shop = undefined;
      await checkLedger();
      expect(lastLedger!.mails.pending, 'confirmations not marked sent').toBe(0);

      const perOrder = new Map<string, { deliveries: number; ids: Set<string> }>();
      smtp.delivered.forEach((subject, i) => {
        const id = /ORD-\d{4}-\d{5}/.exec(subject)?.[0] ?? subject;
        const entry = perOrder.get(id) ?? { deliveries: 0, ids: new Set<string>() };
        entry.deliveries++;
        entry.ids.add(smtp.messageIds[i]!);
        perOrder.set(id, entry);
      });
      const orderIds = new Set(lastLedger!.orders.map((o) => o.customId));
      expect([...perOrder.keys()].sort()).toEqual([...orderIds].sort());
      const messages = [...perOrder.values()].map((e) => e.ids.size);
      expect(
        messages.every((n) => n === 1),
        'one message (Message-ID) per order',
      ).toBe(true);
      const repeats = [...perOrder.values()].reduce((n, e) => n + e.deliveries - 1, 0);

      recordFigures(`Crash atomicity (${database.kind})`, {
        'kill rounds': round,
        'kills with order / convert / import in flight': `${kills.order} / ${kills.convert} / ${kills.import}`,
        'requests in flight at kills (order / convert / import)': `${inFlightAtKills.order} / ${inFlightAtKills.convert} / ${inFlightAtKills.import}`,
        'keyed order requests': attempts.length,
        'orders committed': lastLedger!.orders.length,
        'answered before the kill': retries.sameAsFirstAnswer,
        'retries replayed / created on retry': `${retries.replayed} / ${retries.createdOnRetry}`,
        'orders without lines': lastLedger!.withoutLines,
        'stock mismatches': lastLedger!.stockMismatches,
        'imports applied / absent / partial': `${imports.applied} / ${imports.absent} / ${imports.partial}`,
        'imports killed after writing rows, before the commit': imports.rolledBack,
        'import rows each': IMPORT_ROWS,
        'duplicate orders on retry': lastLedger!.extraOrders,
        'messages per order': `all ${Math.min(...messages)} (${messages.length} orders)`,
        'repeat deliveries, same Message-ID': repeats,
        'SMTP connections cut': smtp.connectionErrors,
        seed: SEED,
        'run time (s)': Math.round((Date.now() - began) / 1000),
      });
    },
  );
});
