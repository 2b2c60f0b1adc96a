import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connectPglite } from '../apps/api/src/db/client';
import { asked, type BenchOptions } from './bench-options';
import { createBareSql, firstPageSql, searchSql } from './bare-sql';
import type { BenchRow } from './budget';
import type { Ceilings } from './ceilings';
import type { ChildServer } from './child-server';
import { CAMARA, FIRST_PAGE, listPath, type CatalogueRowSpec } from './catalogue-rows';
import { measureLoadRow } from './load-row';
import { prepareCatalogue } from './prepare-catalogue';
import { startShop } from './shop-process';
import { sqlLoad, type SqlLoadResult } from './sql-load';

/** The embedded default (no DATABASE_URL): issue 15's two PGlite rows. */
export const PGLITE_ROWS: CatalogueRowSpec[] = [
  {
    name: 'PGlite: listado',
    path: listPath(FIRST_PAGE),
    budget: { rps: 200 },
    ceiling: 'list',
    sql: (bare) => firstPageSql(bare, FIRST_PAGE),
  },
  {
    name: "PGlite: búsqueda 'camara'",
    path: listPath(CAMARA),
    connections: 10,
    budget: { p95Ms: 150 },
    ceiling: 'list',
    showMatches: true,
    sql: (bare) => searchSql(bare, CAMARA),
  },
];

/**
 * A fresh PGlite in a temporary DATA_DIR with the synthetic catalogue. PGlite belongs to one
 * process, so the bare SQL is measured here first, one caller at a time as PGlite serves them,
 * and only then does the shop open the same folder.
 */
export async function pgliteStage(options: BenchOptions, ceilings: Ceilings): Promise<BenchRow[]> {
  const specs = PGLITE_ROWS.filter((s) => asked(options, s.name));
  if (specs.length === 0) return [];
  console.info(`\nPGlite (${options.products.toLocaleString('es-CO')} productos)`);
  const dataDir = await mkdtemp(join(tmpdir(), 'tienda-bench-pglite-'));
  let server: ChildServer | undefined;
  try {
    const database = connectPglite(join(dataDir, 'pg'));
    const bareSql = new Map<CatalogueRowSpec, SqlLoadResult>();
    try {
      await prepareCatalogue(database, dataDir, options.products);
      const bare = await createBareSql(database.db);
      for (const spec of specs) {
        console.info(`  SQL desnudo de ${spec.name}…`);
        bareSql.set(spec, await sqlLoad((i) => spec.sql(bare, i), { concurrency: 1 }));
      }
    } finally {
      await database.close();
    }
    server = await startShop({ port: options.port + 2, dataDir, trmPort: options.port + 3 });
    await ceilings.start(`${server.baseUrl}${listPath(FIRST_PAGE)}`);
    const rows: BenchRow[] = [];
    for (const spec of specs) {
      rows.push(
        await measureLoadRow(spec, {
          baseUrl: server.baseUrl,
          ceilings,
          bareSql: async (s) => bareSql.get(s)!,
        }),
      );
    }
    return rows;
  } finally {
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
