/**
 * The heavy-work rows on their own:
 *   npm run build && DATABASE_URL=postgres://… npx tsx bench/heavy-work-bench.ts
 * Makes a new database on DATABASE_URL's server (dropped at the end) with the demo data and the
 * 100,000-product catalogue, starts the built server on it in a child process and prints the rows.
 * HEAVY_BENCH_DATABASE_URL instead names a database to use and keep (filled only where it lacks
 * the catalogue), so a second run skips the minutes of setup.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { connectPostgres } from '../apps/api/src/db/client';
import { products } from '../apps/api/src/db/schema';
import { seedDatabase } from '../apps/api/src/seed';
import { DEMO_ADMIN, DEMO_CUSTOMER_PASSWORD } from '../apps/api/src/seed/accounts';
import { createLocalStorage } from '../apps/api/src/lib/storage';
import { generateCatalogue } from '../apps/api/scripts/generate-catalogue';
import { createBenchDatabase, type BenchDatabase } from './bench-database';
import { heavyWorkRows } from './heavy-work';
import { signIn, startServer, type ServerProcess } from './server-process';

const PRODUCTS = 100_000;
const PORT = Number(process.env.HEAVY_BENCH_PORT ?? 4520);
const CUSTOMER = 'distribuidor@example.com';
const quiet = { info: () => {}, warn: () => {} };

async function openDatabase(): Promise<BenchDatabase & { url: string }> {
  const kept = process.env.HEAVY_BENCH_DATABASE_URL;
  if (kept) {
    const database = connectPostgres(kept);
    return { database, label: kept, url: kept, drop: () => database.close() };
  }
  process.env.DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/postgres';
  const created = await createBenchDatabase();
  return { ...created, url: created.url! };
}

const dataDir = await mkdtemp(join(tmpdir(), 'tienda-heavy-bench-'));
const { database, label, url, drop } = await openDatabase();
let server: ServerProcess | undefined;
try {
  console.info(`Base de datos: ${label}`);
  await database.migrate();
  const storage = createLocalStorage(`${dataDir}/uploads`);
  await seedDatabase(database.db, { log: quiet, demo: true, storage });
  const [row] = await database.db.select({ n: count() }).from(products);
  if ((row?.n ?? 0) < PRODUCTS)
    await generateCatalogue(database.db, { products: PRODUCTS - (row?.n ?? 0), seed: 1, storage });
  server = await startServer({ databaseUrl: url, dataDir, port: PORT });
  const rows = await heavyWorkRows({
    baseUrl: server.baseUrl,
    serverPid: server.pid,
    db: database.db,
    admin: await signIn(server.baseUrl, DEMO_ADMIN.email, DEMO_ADMIN.password),
    customer: await signIn(server.baseUrl, CUSTOMER, DEMO_CUSTOMER_PASSWORD),
  });
  for (const r of rows)
    console.info(
      `${r.ratio >= 1 ? 'OK   ' : 'FALLA'} ${r.name}: ${r.figure} (presupuesto ${r.budget}, ${r.ratio.toFixed(2)}×)`,
    );
} finally {
  await server?.stop();
  await drop();
  await rm(dataDir, { recursive: true, force: true });
}
