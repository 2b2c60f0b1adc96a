import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client';
import { cartItems, mailOutbox, orderLines, orders, products } from '../../src/db/schema';
import { bearer, buildTestApp, json, type TestApp, type TestEngine } from '../app';
import { createBrand, createCategory, createProducts } from '../catalogue-factories';
import { insertOrder } from '../document-factories';
import { createUser, login } from '../factories';
import { until } from '../until';
import { recordFigures } from '../../../../scripts/reliability-figures';

/**
 * Issue 16, item 1: 200 customers at once, orders from the cart and quote conversions mixed,
 * for the last units of a product. Exactly the stock is sold, it never goes below zero, and every
 * answer is 201 or a 409 that names the product in Spanish. The naive read-then-write below runs
 * the same race and must be caught by the same accounting.
 */

const BUYERS = 200;
/** Every tenth buyer double-clicks: the same request twice at once, with one Idempotency-Key. */
const DOUBLE_CLICK_EVERY = 10;
/** Every fifth buyer adds another product to the cart while the order is on its way. */
const ADDS_DURING_EVERY = 5;
const SEED = Number(process.env.OVERSELL_SEED ?? Date.now() % 2 ** 31);

/** mulberry32: a small seeded generator, so a failing line order can be replayed with OVERSELL_SEED. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 2 ** 32;
  };
}

/** One buyer's cart additions, [product index, quantity], in the order they are made. */
type Demand = [number, number][];

interface Scenario {
  name: string;
  /** The stock each product of the scenario starts with. */
  stocks: number[];
  demand: (rnd: () => number) => Demand;
}

const pick = (rnd: () => number, from: number, to: number) =>
  from + Math.floor(rnd() * (to - from + 1));

const SCENARIOS: Scenario[] = [
  { name: 'last 10 units', stocks: [10], demand: () => [[0, 1]] },
  { name: 'last unit', stocks: [1], demand: () => [[0, 1]] },
  {
    // Lines in random order over the same three products: two orders that locked rows in line
    // order would wait for each other (deadlock bait).
    name: 'mixed carts',
    stocks: [12, 20, 30],
    demand: (rnd) =>
      Array.from({ length: pick(rnd, 1, 5) }, () => [pick(rnd, 0, 2), pick(rnd, 1, 3)]),
  },
];

/** What a buyer holds when the race starts: the quantities per product, and how they buy. */
interface Buyer {
  userId: number;
  token: string;
  key: string;
  wants: Map<number, number>;
  /** The quote to convert; none for a buyer who orders straight from the cart. */
  quoteId?: number;
}

interface Outcome {
  status: number;
  body: {
    id?: number;
    code?: string;
    message?: string;
    statusCode?: number;
    error?: string;
    /** What an order took out of the cart. */
    cart?: { removed: { productId: number; quantity: number }[] };
  };
  /** Answered from an earlier request with the same Idempotency-Key. */
  replayed?: boolean;
}

interface ProductAccount {
  id: number;
  name: string;
  model: string;
  initial: number;
  sold: number;
  final: number;
}

const wanted = (demand: Demand, ids: number[]) => {
  const wants = new Map<number, number>();
  for (const [p, q] of demand) wants.set(ids[p]!, (wants.get(ids[p]!) ?? 0) + q);
  return wants;
};

/**
 * The units of each product in order lines against its stock. Read from the tables, not from the
 * answers: a sale the answers never told of still counts.
 */
async function account(db: Db, ids: number[], initial: number[]): Promise<ProductAccount[]> {
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      model: products.model,
      final: products.stock,
      sold: sql<number>`coalesce((select sum(${orderLines.quantity}) from ${orderLines}
        where ${orderLines.productId} = ${products.id}), 0)::int`,
    })
    .from(products)
    .where(inArray(products.id, ids));
  return ids.map((id, i) => ({ ...rows.find((r) => r.id === id)!, initial: initial[i]! }));
}

/** Every way the stock's books fail to balance; none when the sale was right. */
function stockViolations(books: ProductAccount[], soldOut: boolean): string[] {
  return books.flatMap((p) => [
    ...(p.final < 0 ? [`${p.model}: stock ${p.final} below zero`] : []),
    ...(p.sold > p.initial ? [`${p.model}: ${p.sold} sold of ${p.initial}`] : []),
    ...(p.sold + p.final !== p.initial
      ? [`${p.model}: ${p.sold} sold + ${p.final} left ≠ ${p.initial}`]
      : []),
    ...(soldOut && p.final !== 0 ? [`${p.model}: ${p.final} left while demand exceeded it`] : []),
  ]);
}

const oversold = (books: ProductAccount[]) =>
  books.reduce((n, p) => n + Math.max(0, p.sold - p.initial), 0);

/**
 * THE NAIVE COPY this suite must catch: read the stock, check it, then write `stock = <read> - qty`
 * in another statement, with no lock and no transaction around them, then write the order. Another
 * buyer's read between the two statements sees the old stock, so both sell the same units.
 */
async function naiveSell(db: Db, userId: number, lines: [number, number][]): Promise<Outcome> {
  for (const [productId, quantity] of lines) {
    const [row] = await db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, productId));
    if (row!.stock < quantity) return { status: 409, body: { code: 'OUT_OF_STOCK' } };
    await db
      .update(products)
      .set({ stock: row!.stock - quantity })
      .where(eq(products.id, productId));
  }
  await insertOrder(db, {
    userId,
    createdAt: new Date(),
    lines: lines.map(([productId, quantity]) => ({ productId, quantity })),
  });
  return { status: 201, body: {} };
}

/** Polls `done` every 20 ms, for 20 s at most. */
/** Whether an error is the database refusing a row through the named CHECK constraint. */
const violates = (err: unknown, constraint: string) => {
  const e = err as { message?: string; cause?: { message?: string } };
  return `${e.message} ${e.cause?.message}`.includes(constraint);
};

const ENGINES: TestEngine[] = process.env.DATABASE_URL ? ['default', 'pglite'] : ['pglite'];

describe.each(ENGINES)('oversell (%s database)', (engine) => {
  let t: TestApp;
  let db: Db;
  let dbName: string;
  let brandId: number;
  let categoryId: number;
  const customers: { id: number; token: string }[] = [];

  beforeAll(async () => {
    t = await buildTestApp({}, engine);
    db = t.app.db;
    dbName = t.database.kind === 'postgres' ? 'PostgreSQL' : 'PGlite';
    brandId = (await createBrand(db, 'Ubiquiti')).id;
    categoryId = (await createCategory(db, 'Redes')).id;
    const users = await Promise.all(
      Array.from({ length: BUYERS }, () => createUser(db, { clientType: 'DISTRIBUTOR' })),
    );
    const tokens = await Promise.all(users.map((u) => login(t.app, u)));
    users.forEach((u, i) => customers.push({ id: u.id, token: tokens[i]! }));
  });
  afterAll(() => t?.close());

  /** A buyer's order or conversion; a double-click sends it twice with the same key. */
  const send = (buyer: Buyer) =>
    t.app.inject(
      json(
        'POST',
        buyer.quoteId === undefined ? '/api/order' : '/api/convert-quote',
        buyer.quoteId === undefined
          ? { payMethod: 'BANK_TRANSFER' }
          : { id: buyer.quoteId, payMethod: 'BANK_TRANSFER' },
        { ...bearer(buyer.token), 'idempotency-key': buyer.key },
      ),
    );

  const addToCart = (buyer: Buyer, productId: number, quantity: number) =>
    t.app.inject(
      json(
        'PATCH',
        '/api/shopping-cart/add',
        { items: [{ productId, quantity }] },
        bearer(buyer.token),
      ),
    );

  const countOf = async (table: typeof orders | typeof mailOutbox) =>
    (await db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;

  /** Fresh products with the given stocks; `tag` keeps each run's models apart. */
  const stockUp = async (stocks: number[], tag: string) => {
    const models = stocks.map((_, i) => `${tag}-${i + 1}`);
    await createProducts(
      db,
      stocks.map((stock, i) => ({
        name: `Access point escaso ${i + 1}`,
        model: models[i]!,
        brandId,
        categoryId,
        price: 250_000,
        stock,
      })),
    );
    const rows = await db
      .select({ id: products.id, model: products.model })
      .from(products)
      .where(inArray(products.model, models));
    return models.map((m) => rows.find((r) => r.model === m)!.id);
  };

  /**
   * Each customer's cart holds its demand, its lines in the order of the demand's additions (the
   * cart lists lines by when they were added), and about half of them ask for a quote to convert
   * in the race. The carts are written straight into the table: 600 additions through HTTP would
   * spend the suite's time on what the cart tests already cover.
   */
  const prepare = async (demands: Demand[], ids: number[], rnd: () => number) => {
    await db.delete(cartItems);
    const start = Date.now();
    await db.insert(cartItems).values(
      customers.flatMap((c, i) =>
        [...wanted(demands[i]!, ids)].map(([productId, quantity], k) => ({
          userId: c.id,
          productId,
          quantity,
          addedAt: new Date(start + k * 1000),
        })),
      ),
    );
    return Promise.all(
      customers.map(async (c, i): Promise<Buyer> => {
        const buyer: Buyer = {
          userId: c.id,
          token: c.token,
          key: randomUUID(),
          wants: wanted(demands[i]!, ids),
        };
        if (rnd() < 0.5) return buyer;
        const quote = await t.app.inject(json('POST', '/api/quote', undefined, bearer(c.token)));
        expect(quote.statusCode).toBe(201);
        return { ...buyer, quoteId: quote.json<{ id: number }>().id };
      }),
    );
  };

  it.each(SCENARIOS)('$name: exactly the stock is sold to 200 buyers at once', async (scenario) => {
    const rnd = random(SEED + scenario.stocks.length * 7919 + scenario.stocks[0]!);
    const demands = customers.map(() => scenario.demand(rnd));
    const soldOut = scenario.stocks.length === 1;
    const tag = `${scenario.name.replace(/\W+/g, '-')}-${engine}`;

    // The real code, through HTTP.
    const ids = await stockUp(scenario.stocks, `REAL-${tag}`);
    const extraId = (await stockUp([10_000], `EXTRA-${tag}`))[0]!;
    const buyers = await prepare(demands, ids, rnd);
    const before = { orders: await countOf(orders), mails: await countOf(mailOutbox) };
    const race = await Promise.all(
      buyers.map(async (buyer, i) => {
        const adds = i % ADDS_DURING_EVERY === 1;
        const [addition, ...answers] = await Promise.all([
          adds ? addToCart(buyer, extraId, 1) : undefined,
          ...Array.from({ length: i % DOUBLE_CLICK_EVERY ? 1 : 2 }, () => send(buyer)),
        ]);
        if (addition) expect(addition.statusCode).toBe(200);
        const outcomes = answers.map((res): Outcome => ({
          status: res!.statusCode,
          body: res!.json(),
          replayed: res!.headers['idempotent-replayed'] === 'true',
        }));
        return { buyer, added: adds, outcomes };
      }),
    );
    const outcomes = race.flatMap((r) => r.outcomes);
    const books = await account(db, ids, scenario.stocks);
    const after = { orders: await countOf(orders), mails: await countOf(mailOutbox) };
    const carts = await db.select().from(cartItems);

    // The naive copy, the same demand at once, on products of its own.
    const naiveIds = await stockUp(scenario.stocks, `NAIVE-${tag}`);
    const naive = await Promise.all(
      customers.map((c, i) =>
        naiveSell(
          db,
          c.id,
          demands[i]!.map(([p, q]) => [naiveIds[p]!, q]),
        ),
      ),
    );
    const naiveBooks = await account(db, naiveIds, scenario.stocks);

    const count = (f: (o: Outcome) => boolean) => outcomes.filter(f).length;
    recordFigures(`Oversell ${scenario.name} on ${dbName}`, {
      'requests tried': outcomes.length,
      'orders from the cart': buyers.filter((b) => b.quoteId === undefined).length,
      'quote conversions': buyers.filter((b) => b.quoteId !== undefined).length,
      'double-clicks': outcomes.length - buyers.length,
      'cart additions during the race': race.filter((r) => r.added).length,
      'answered 2xx': count((o) => o.status >= 200 && o.status < 300),
      'answered 409': count((o) => o.status === 409),
      'answered 5xx': count((o) => o.status >= 500),
      'orders made': after.orders - before.orders,
      'units sold': books.reduce((n, p) => n + p.sold, 0),
      'units in stock': scenario.stocks.reduce((n, s) => n + s, 0),
      'units left': books.reduce((n, p) => n + p.final, 0),
      'naive requests': naive.length,
      'naive units sold': naiveBooks.reduce((n, p) => n + p.sold, 0),
      'naive oversold units': oversold(naiveBooks),
      seed: String(SEED),
    });

    expect(outcomes.filter((o) => o.status !== 201 && o.status !== 409)).toEqual([]);
    expect(stockViolations(books, soldOut)).toEqual([]);

    // A double-click's two answers tell the same outcome, and for an order the same one, told
    // once as new.
    for (const { outcomes: mine } of race) {
      expect(new Set(mine.map((o) => `${o.status} ${o.body.id}`)).size).toBe(1);
      if (mine[0]!.status === 201) expect(mine.filter((o) => !o.replayed)).toHaveLength(1);
    }

    // Every unit a customer put in the cart, before or during the race, is still there or left it
    // in the order that says so: an order takes out what it sold and nothing added meanwhile.
    for (const {
      buyer,
      added,
      outcomes: [outcome],
    } of race) {
      const expected = new Map(buyer.wants);
      if (added) expected.set(extraId, (expected.get(extraId) ?? 0) + 1);
      for (const { productId, quantity } of outcome!.body.cart?.removed ?? []) {
        const left = expected.get(productId)! - quantity;
        if (left) expected.set(productId, left);
        else expected.delete(productId);
      }
      const cart = carts.filter((c) => c.userId === buyer.userId);
      expect(new Map(cart.map((c) => [c.productId, c.quantity]))).toEqual(expected);
    }

    // Each refusal is the spec's conflict naming a product the buyer wanted, which really lacks
    // the units asked for (stock only went down since).
    for (const {
      buyer,
      outcomes: [outcome],
    } of race) {
      if (outcome!.status !== 409) continue;
      expect(outcome!.body).toMatchObject({
        statusCode: 409,
        error: 'Conflict',
        code: 'OUT_OF_STOCK',
      });
      const short = books.find(
        (p) =>
          buyer.wants.has(p.id) &&
          outcome!.body.message ===
            `No hay unidades suficientes de ${p.name} (${p.model}) para completar la orden.`,
      );
      expect(short, outcome!.body.message).toBeDefined();
      expect(short!.final).toBeLessThan(buyer.wants.get(short!.id)!);
    }

    // One order and one confirmation mail per buyer served, and every order has lines adding up
    // to its item count.
    const served = race.filter((r) => r.outcomes[0]!.status === 201).length;
    expect(after.orders - before.orders).toBe(served);
    expect(after.mails - before.mails).toBe(served);
    const unbalanced = await db
      .select({ id: orders.id })
      .from(orders)
      .where(
        sql`${orders.totalItems} <> coalesce((select sum(${orderLines.quantity})
          from ${orderLines} where ${orderLines.orderId} = ${orders.id}), 0)`,
      );
    expect(unbalanced).toEqual([]);

    // The same books catch the naive copy: it sells units it does not have.
    expect(stockViolations(naiveBooks, soldOut)).not.toEqual([]);
    expect(oversold(naiveBooks)).toBeGreaterThan(0);
  });

  // PGlite runs one transaction at a time: only PostgreSQL has a window inside an order.
  if (engine === 'default')
    it('a line added while the order waits for stock stays in the cart', async () => {
      const [scarce, other] = await stockUp([5, 5], 'WAIT');
      const { id: userId, token } = customers[0]!;
      await db.delete(cartItems).where(eq(cartItems.userId, userId));
      await db.insert(cartItems).values({ userId, productId: scarce!, quantity: 1 });
      const buyer: Buyer = { userId, token, key: randomUUID(), wants: new Map([[scarce!, 1]]) };
      const side = new pg.Client({ connectionString: t.databaseUrl });
      await side.connect();
      try {
        // Another sale holds the product's row: the order reads the cart, then waits for it.
        await side.query('begin');
        await side.query('select 1 from products where id = $1 for update', [scarce]);
        const order = send(buyer);
        await until(
          async () => {
            const { rows } = await side.query<{ n: number }>(
              `select count(*)::int as n from pg_stat_activity
              where datname = current_database() and wait_event_type = 'Lock'`,
            );
            return rows[0]!.n > 0;
          },
          'the order to wait for the row lock',
          20_000,
        );
        expect((await addToCart(buyer, other!, 1)).statusCode).toBe(200);
        await side.query('commit');
        expect((await order).statusCode).toBe(201);
      } finally {
        await side.end();
      }
      const cart = await db
        .select({ productId: cartItems.productId, quantity: cartItems.quantity })
        .from(cartItems)
        .where(eq(cartItems.userId, userId));
      expect(cart).toEqual([{ productId: other, quantity: 1 }]);
    });

  it('the CHECK (stock >= 0) refuses a stock below zero, whatever writes it', async () => {
    const [id] = await stockUp([3], `CHECK-${engine}`);
    for (const stock of [-1, sql`${products.stock} - 4`]) {
      const err = await db
        .update(products)
        .set({ stock })
        .where(eq(products.id, id!))
        .then(
          () => undefined,
          (e: unknown) => e,
        );
      expect(violates(err, 'products_stock_check'), String(err)).toBe(true);
    }
    expect((await account(db, [id!], [3]))[0]!.final).toBe(3);
  });
});
