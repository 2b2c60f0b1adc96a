/**
 * Adds N synthetic but realistic products, for benchmarks and load tests:
 *   npx tsx apps/api/scripts/generate-catalogue.ts 100000 [seed]
 * against DATABASE_URL, or the embedded database in DATA_DIR when it is unset.
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { max, sql } from 'drizzle-orm';
import { loadEnv } from '../src/config/env';
import { connectDatabase, type Db } from '../src/db/client';
import { products } from '../src/db/schema';
import { seedCatalogue } from '../src/seed/catalogue';
import { ensureDemoBrandsAndCategories } from '../src/seed/catalogue/ensure-brands-and-categories';
import { createLocalStorage, type FileStorage } from '../src/lib/storage';
import { insertProducts, type NewProduct } from '../src/db/product-writes';
import { makeProduct } from './synthetic/make-product';
import { createRandom } from './synthetic/prng';

const BATCH = 1_000;

export interface GenerateOptions {
  products: number;
  seed?: number;
  /** Where the demo pictures go when the demo catalogue has to be created first. */
  storage?: FileStorage;
}

/**
 * Spreads `products` synthetic products over the demo brands and subcategories (creating the demo
 * catalogue first on an empty database). SKUs continue after the highest product id, so running
 * it twice adds more products instead of failing on duplicates.
 */
export async function generateCatalogue(db: Db, opts: GenerateOptions): Promise<void> {
  await seedCatalogue(db, opts.storage);
  const ids = await ensureDemoBrandsAndCategories(db);
  const [last] = await db.select({ id: max(products.id) }).from(products);
  const first = (last?.id ?? 0) + 1;
  const r = createRandom(opts.seed ?? 1);
  const now = Date.now();
  for (let done = 0; done < opts.products; done += BATCH) {
    const size = Math.min(BATCH, opts.products - done);
    const batch: NewProduct[] = Array.from({ length: size }, (_, i) =>
      makeProduct(r, first + done + i, ids, now),
    );
    await insertProducts(db, batch);
  }
  // Fresh statistics for the planner and a visibility map after a bulk load, as autovacuum would
  // leave on a server (embedded PGlite has no autovacuum at all): without the map, listings read
  // from an index alone would visit the table for every entry.
  await db.execute(sql`vacuum analyze ${products}`);
}

async function main(): Promise<void> {
  const count = Number(process.argv[2]);
  const seed = Number(process.argv[3] ?? 1);
  if (!Number.isInteger(count) || count < 1 || !Number.isInteger(seed)) {
    console.error('Uso: npx tsx apps/api/scripts/generate-catalogue.ts <productos> [semilla]');
    process.exit(2);
  }
  const env = loadEnv();
  const dataDir = resolve(env.DATA_DIR);
  const database = connectDatabase({ databaseUrl: env.DATABASE_URL, dataDir });
  try {
    await database.migrate();
    const started = performance.now();
    await generateCatalogue(database.db, {
      products: count,
      seed,
      storage: createLocalStorage(`${dataDir}/uploads`),
    });
    const seconds = (performance.now() - started) / 1000;
    console.info(
      `${count} productos generados en ${seconds.toFixed(1)} s (${database.kind}, ${Math.round(count / seconds)} por segundo)`,
    );
  } finally {
    await database.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
