/**
 * Adds N synthetic orders over the products and customers already in the database, for the
 * sales-report benchmark:
 *   npx tsx apps/api/scripts/generate-orders.ts 100000 [YYYY-MM] [seed]
 * against DATABASE_URL, or the embedded database in DATA_DIR when it is unset. The orders fall in
 * the given Bogotá month (default: the previous one), so the monthly sales report holds them all.
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { asc, eq, sql } from 'drizzle-orm';
import { bogotaDate } from '@shop/shared';
import { loadEnv } from '../src/config/env';
import { connectDatabase, type Db, type DbOrTx } from '../src/db/client';
import { documentCounters, orderLines, orders, products, profiles, users } from '../src/db/schema';
import { customerSnapshotPort } from '../src/modules/account/customer-snapshot';
import { createAccountRepository } from '../src/modules/account/repository';
import { makeOrder, type SyntheticOrder } from './synthetic/make-order';
import { createRandom } from './synthetic/prng';

const ORDER_BATCH = 1_000;
/** 10 parameters a line: 5,000 lines stay well under PostgreSQL's 65,535 bind parameters. */
const LINE_BATCH = 5_000;
/** The products the orders are spread over: enough variety, and one read. */
const PRODUCT_POOL = 5_000;

export interface GenerateOrdersOptions {
  orders: number;
  /** The Bogotá month the orders fall in, YYYY-MM. */
  month: string;
  seed?: number;
  /** Share of cancelled orders (the sales report leaves them out); 0.05 unless told. */
  cancelled?: number;
  maxLines?: number;
}

/** [start, end) of a Bogotá month as epoch milliseconds (UTC-5, no daylight saving). */
export function bogotaMonth(month: string): { from: number; to: number } {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return { from: Date.UTC(year, m - 1, 1, 5), to: Date.UTC(year, m, 1, 5) };
}

/** Every customer with a profile, frozen as an order would freeze them. */
async function buyersOf(db: Db) {
  const ids = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .orderBy(asc(users.id));
  const snapshot = customerSnapshotPort(createAccountRepository);
  return db.transaction(async (tx) => {
    const buyers = [];
    for (const { id } of ids) buyers.push({ userId: id, customer: await snapshot(tx, id) });
    return buyers;
  });
}

/** Readable ids continue each year's counter, which then stands after them: no clash later. */
async function numberOrders(db: DbOrTx, batch: SyntheticOrder[]) {
  const perYear = new Map<number, SyntheticOrder[]>();
  for (const o of batch) {
    const year = Number(bogotaDate(o.createdAt).slice(0, 4));
    perYear.set(year, [...(perYear.get(year) ?? []), o]);
  }
  const numbered: Array<SyntheticOrder & { customId: string }> = [];
  for (const [year, list] of perYear) {
    const [row] = await db
      .insert(documentCounters)
      .values({ kind: 'ORD', year, value: list.length })
      .onConflictDoUpdate({
        target: [documentCounters.kind, documentCounters.year],
        set: { value: sql`${documentCounters.value} + ${list.length}` },
      })
      .returning({ value: documentCounters.value });
    const first = row!.value - list.length + 1;
    list.forEach((o, i) =>
      numbered.push({ ...o, customId: `ORD-${year}-${String(first + i).padStart(5, '0')}` }),
    );
  }
  return numbered;
}

async function insertBatch(db: Db, batch: SyntheticOrder[]) {
  await db.transaction(async (tx) => {
    const numbered = await numberOrders(tx, batch);
    const inserted = await tx
      .insert(orders)
      .values(numbered.map(({ lines: _lines, ...o }) => o))
      .returning({ id: orders.id, customId: orders.customId });
    const idOf = new Map(inserted.map((o) => [o.customId, o.id]));
    const lines = numbered.flatMap((o) =>
      o.lines.map((l) => ({ ...l, orderId: idOf.get(o.customId)! })),
    );
    for (let i = 0; i < lines.length; i += LINE_BATCH) {
      await tx.insert(orderLines).values(lines.slice(i, i + LINE_BATCH));
    }
  });
}

/**
 * Writes `orders` synthetic orders with their lines, in batches of a thousand, over the first
 * products of the catalogue and every customer. Same seed, same orders.
 */
export async function generateOrders(db: Db, opts: GenerateOrdersOptions): Promise<void> {
  const buyers = await buyersOf(db);
  const pool = await db
    .select({
      id: products.id,
      model: products.model,
      name: products.name,
      sku: products.sku,
      price: products.price,
      vat: products.vat,
    })
    .from(products)
    .orderBy(asc(products.id))
    .limit(PRODUCT_POOL);
  if (!buyers.length || !pool.length)
    throw new Error('Se necesitan clientes y productos antes de generar órdenes.');
  const r = createRandom(opts.seed ?? 1);
  const span = {
    ...bogotaMonth(opts.month),
    cancelled: opts.cancelled ?? 0.05,
    maxLines: opts.maxLines ?? 5,
  };
  for (let done = 0; done < opts.orders; done += ORDER_BATCH) {
    const size = Math.min(ORDER_BATCH, opts.orders - done);
    await insertBatch(
      db,
      Array.from({ length: size }, () => makeOrder(r, buyers, pool, span)),
    );
  }
  await db.execute(sql`analyze ${orders}`);
  await db.execute(sql`analyze ${orderLines}`);
}

/** The Bogotá month before today's, YYYY-MM. */
function previousMonth(): string {
  const [year, month] = bogotaDate(new Date()).split('-').map(Number) as [number, number];
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}

async function main(): Promise<void> {
  const count = Number(process.argv[2]);
  const month = process.argv[3] ?? previousMonth();
  const seed = Number(process.argv[4] ?? 1);
  if (!Number.isInteger(count) || count < 1 || !/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) {
    console.error('Uso: npx tsx apps/api/scripts/generate-orders.ts <órdenes> [AAAA-MM] [semilla]');
    process.exit(2);
  }
  const env = loadEnv();
  const database = connectDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: resolve(env.DATA_DIR),
  });
  try {
    await database.migrate();
    const started = performance.now();
    await generateOrders(database.db, { orders: count, month, seed });
    const seconds = (performance.now() - started) / 1000;
    console.info(
      `${count} órdenes de ${month} generadas en ${seconds.toFixed(1)} s (${database.kind}, ${Math.round(count / seconds)} por segundo)`,
    );
  } finally {
    await database.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
