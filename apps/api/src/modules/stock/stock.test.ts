import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../../test/app';
import { createBrand, createCategory, createProducts } from '../../../test/catalogue-factories';
import type { Db, DbOrTx } from '../../db/client';
import { products } from '../../db/schema';
import { createStockService } from './service';
import { createStockRepository } from './repository';

let db: Db;
let drop: () => Promise<void>;
let close: () => Promise<void>;
const id: Record<string, number> = {};
const stock = createStockService(createStockRepository);

const stockOf = async (model: string) =>
  (await db.select().from(products).where(eq(products.id, id[model]!)))[0]!.stock;

beforeAll(async () => {
  const fresh = await freshDatabase();
  db = fresh.database.db;
  drop = fresh.drop;
  close = () => fresh.database.close();
  const brand = await createBrand(db, 'Ubiquiti');
  const category = await createCategory(db, 'Redes');
  const common = { brandId: brand.id, categoryId: category.id, price: 100_000 };
  await createProducts(db, [
    { ...common, name: 'Antena', model: 'ANT-5', stock: 5 },
    { ...common, name: 'Radio', model: 'RAD-3', stock: 3 },
    { ...common, name: 'Switch', model: 'SW-9', stock: 9 },
  ]);
  for (const p of await db.select().from(products)) id[p.model] = p.id;
});

afterAll(async () => {
  await close();
  await drop();
});

describe('the stock port', () => {
  it('takes the summed quantities of repeated products', async () => {
    const short = await db.transaction((tx) =>
      stock.reserve(tx, [
        { productId: id['ANT-5']!, quantity: 2 },
        { productId: id['ANT-5']!, quantity: 1 },
      ]),
    );
    expect(short).toBeUndefined();
    expect(await stockOf('ANT-5')).toBe(2);
  });

  it('answers the product that lacks units; the caller’s rollback undoes the others', async () => {
    let short: number | undefined;
    await expect(
      db.transaction(async (tx) => {
        short = await stock.reserve(tx, [
          { productId: id['RAD-3']!, quantity: 4 },
          { productId: id['ANT-5']!, quantity: 1 },
        ]);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(short).toBe(id['RAD-3']);
    expect(await stockOf('ANT-5')).toBe(2);
    expect(await stockOf('RAD-3')).toBe(3);
  });

  it('gives units back, as a cancellation does', async () => {
    const before = await stockOf('RAD-3');
    await db.transaction((tx) =>
      stock.giveBack(tx, [
        { productId: id['RAD-3']!, quantity: 2 },
        { productId: id['RAD-3']!, quantity: 1 },
      ]),
    );
    expect(await stockOf('RAD-3')).toBe(before + 3);
  });

  it('sells without adding index entries while units are left (HOT updates)', async () => {
    // Popular products sell all day: a sale that wrote new entries into every index of
    // `products` (search indexes included) bloated what every listing and search reads.
    // The backend's counts not yet sent to the statistics, this transaction's included.
    const counts = async (tx: DbOrTx) => {
      // Both drivers (node-postgres, PGlite) answer `{ rows }`.
      const { rows } = (await tx.execute(
        sql`select n_tup_upd::int as all, n_tup_hot_upd::int as hot from pg_stat_xact_user_tables where relname = 'products'`,
      )) as unknown as { rows: { all: number; hot: number }[] };
      return rows[0]!;
    };
    const sw = { productId: id['SW-9']!, quantity: 1 };
    await expect(
      db.transaction(async (tx) => {
        const before = await counts(tx);
        const since = async () => {
          const now = await counts(tx);
          return { all: now.all - before.all, hot: now.hot - before.hot };
        };
        for (let sale = 0; sale < 8; sale++) await stock.reserve(tx, [sw]);
        expect(await since()).toEqual({ all: 8, hot: 8 });
        // The last unit changes `inStock`, which the listing indexes order by: not HOT.
        await stock.reserve(tx, [sw]);
        expect(await since()).toEqual({ all: 9, hot: 8 });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
  });
});
