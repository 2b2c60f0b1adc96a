import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_ADMIN, DEMO_CUSTOMER_PASSWORD, DEMO_CUSTOMERS } from '../apps/api/src/seed/accounts';
import { asked, type BenchOptions } from './bench-options';
import { createPostgresBenchDatabase } from './bench-database';
import type { BenchRow } from './budget';
import type { Ceilings } from './ceilings';
import type { ChildServer } from './child-server';
import { FIRST_PAGE, listPath } from './catalogue-rows';
import { prepareCatalogue } from './prepare-catalogue';
import type { RowProducer, ShopContext } from './shop-context';
import { startShop } from './shop-process';
import { signIn } from './sign-in';

const distributor = DEMO_CUSTOMERS.find((c) => c.clientType === 'DISTRIBUTOR')!;

/**
 * The shop on a throw-away PostgreSQL database with the synthetic catalogue, measured by every
 * producer that `--only` leaves in. The database is dropped at the end, whatever happens.
 */
export async function postgresStage(
  options: BenchOptions,
  ceilings: Ceilings,
  producers: RowProducer[],
): Promise<BenchRow[]> {
  const chosen = producers.filter(
    (p) => asked(options, p.label) || p.rows?.some((row) => asked(options, row)),
  );
  if (chosen.length === 0) return [];
  console.info(`\nPostgreSQL (${options.products.toLocaleString('es-CO')} productos)`);
  const bench = await createPostgresBenchDatabase(options.postgresUrl, options.dbPrefix);
  const dataDir = await mkdtemp(join(tmpdir(), 'tienda-bench-shop-'));
  let server: ChildServer | undefined;
  try {
    console.info(`  base de datos: ${bench.label}`);
    await prepareCatalogue(bench.database, dataDir, options.products);
    server = await startShop({
      port: options.port,
      databaseUrl: bench.url,
      dataDir,
      trmPort: options.port + 3,
      inspectPort: options.port + 4,
    });
    await ceilings.start(`${server.baseUrl}${listPath(FIRST_PAGE)}`);
    const context: ShopContext = {
      baseUrl: server.baseUrl,
      serverPid: server.pid,
      inspectPort: options.port + 4,
      db: bench.database.db,
      admin: await signIn(server.baseUrl, DEMO_ADMIN),
      customer: await signIn(server.baseUrl, {
        email: distributor.email,
        password: DEMO_CUSTOMER_PASSWORD,
      }),
      ceilings,
    };
    const rows: BenchRow[] = [];
    for (const producer of chosen) {
      const all = asked(options, producer.label);
      const wants = (row: string) => all || asked(options, row);
      rows.push(...(await producer.produce(context, wants)).filter((r) => wants(r.name)));
    }
    return rows;
  } finally {
    await server?.stop();
    await bench.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
