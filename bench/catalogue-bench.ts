/**
 * Catalogue latency with a large catalogue, and the storefront's initial JavaScript:
 *   npx tsx bench/catalogue-bench.ts [products]      (npm run bench)
 * On a fresh PGlite in a temporary folder, or on a new database of DATABASE_URL's server that is
 * dropped at the end. Not a test: it prints figures and fails only when a request fails.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/api/src/app';
import { seedDatabase } from '../apps/api/src/db/seed';
import { DEMO_CUSTOMER_PASSWORD, DEMO_CUSTOMERS } from '../apps/api/src/db/seed/accounts';
import { createLocalStorage } from '../apps/api/src/lib/storage';
import { WEB_DIST_DIR } from '../apps/api/src/paths';
import { generateCatalogue } from '../apps/api/scripts/generate-catalogue';
import { createBenchDatabase } from './bench-database';
import { measureInitialJs } from './initial-js';
import { formatTable, measure, type Scenario, type ScenarioResult } from './latency';
import { findIds } from './scenario-ids';

const PRODUCTS = Number(process.argv[2] ?? 100_000);
const WARMUP = 20;
const RUNS = 200;
const quiet = { info: () => {}, warn: () => {} };

async function timed<T>(label: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  console.info(`${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

async function signIn(baseUrl: string): Promise<string> {
  const distributor = DEMO_CUSTOMERS.find((c) => c.clientType === 'DISTRIBUTOR')!;
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'fetch' },
    body: JSON.stringify({ email: distributor.email, password: DEMO_CUSTOMER_PASSWORD }),
  });
  if (!response.ok)
    throw new Error(`Inicio de sesión: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

async function benchCatalogue(): Promise<ScenarioResult[]> {
  const { database, label, drop } = await createBenchDatabase();
  const dataDir = await mkdtemp(join(tmpdir(), 'tienda-bench-data-'));
  let app: FastifyInstance | undefined;
  try {
    console.info(`Base de datos: ${label}`);
    await timed('Migraciones', () => database.migrate());
    const storage = createLocalStorage(`${dataDir}/uploads`);
    await timed('Datos de demostración', () =>
      seedDatabase(database.db, { log: quiet, demo: true, storage }),
    );
    await timed(`${PRODUCTS.toLocaleString('es-CO')} productos sintéticos`, () =>
      generateCatalogue(database.db, { products: PRODUCTS, seed: 1 }),
    );
    const ids = await findIds(database.db);

    app = await buildApp({
      db: database.db,
      dataDir,
      jwtSecret: randomBytes(32).toString('hex'),
      webRoot: join(dataDir, 'no-web'),
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const customer = { authorization: `Bearer ${await signIn(baseUrl)}` };

    const scenarios: Scenario[] = [
      { name: 'listado, página 1', path: '/api/products?offset=0&limit=20' },
      { name: 'listado, página 201', path: '/api/products?offset=200&limit=20' },
      { name: 'marca', path: `/api/products?brandId=${ids.brand}&offset=0&limit=20` },
      {
        name: 'subcategoría + precio (cliente)',
        path: `/api/products?categoryId=${ids.subcategory}&minPrice=200000&maxPrice=2000000&sort=price_asc&offset=0&limit=20`,
        headers: customer,
      },
      { name: 'búsqueda "camara"', path: '/api/products?searchTerm=camara&offset=0&limit=20' },
      {
        name: 'error de tipeo "mikrotk"',
        path: '/api/products?searchTerm=mikrotk&offset=0&limit=20',
      },
      {
        name: 'prefijo de modelo "RB750"',
        path: '/api/products?searchTerm=RB750&offset=0&limit=20',
      },
    ];
    const results: ScenarioResult[] = [];
    for (const scenario of scenarios) {
      results.push(await measure(baseUrl, scenario, { warmup: WARMUP, runs: RUNS }));
    }
    return results;
  } finally {
    await app?.close();
    await drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const results = await benchCatalogue();
console.info(
  `\nGET /api/products, ${RUNS} peticiones secuenciales por escenario tras ${WARMUP} de calentamiento:\n`,
);
console.info(formatTable(results));

const js = await measureInitialJs(WEB_DIST_DIR);
if (!js) {
  console.info(`\nJS inicial de la tienda: no hay ${WEB_DIST_DIR}; ejecute primero npm run build.`);
} else {
  console.info('\nJS inicial de la tienda (entrada + modulepreload, gzip):');
  for (const f of js.files) {
    console.info(
      `  ${f.file}  ${(f.bytes / 1024).toFixed(1)} KB → ${(f.gzipBytes / 1024).toFixed(1)} KB`,
    );
  }
  console.info(`  Total: ${(js.gzipBytes / 1024).toFixed(1)} KB gzip`);
}
