import { sql } from 'drizzle-orm';
import type { Database } from '../apps/api/src/db/client';
import { seedDatabase } from '../apps/api/src/seed';
import { createLocalStorage } from '../apps/api/src/lib/storage';
import { generateCatalogue } from '../apps/api/scripts/generate-catalogue';

const quiet = { info: () => {}, warn: () => {} };

export async function timed<T>(label: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  console.info(`  ${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

/**
 * Migrations, the demo data (accounts, config, demo catalogue) and `products` synthetic products
 * (seed 1, the same catalogue every run). The shop's DATA_DIR gets the demo pictures.
 */
export async function prepareCatalogue(
  database: Database,
  dataDir: string,
  products: number,
): Promise<void> {
  const storage = createLocalStorage(`${dataDir}/uploads`);
  await timed('migraciones', () => database.migrate());
  await timed('datos de demostración', () =>
    seedDatabase(database.db, { log: quiet, demo: true, storage }),
  );
  await timed(`${products.toLocaleString('es-CO')} productos sintéticos`, () =>
    generateCatalogue(database.db, { products, seed: 1, storage }),
  );
  if (database.kind === 'postgres') {
    // What autovacuum does some time after a bulk load: the visibility map lets index-only scans
    // skip the heap. Embedded PGlite has no autovacuum, so its run keeps the plain ANALYZE.
    await timed('VACUUM ANALYZE products', () => database.db.execute(sql`vacuum analyze products`));
    // The bulk load leaves some 400 MB of WAL behind its pages: without this, the next timed
    // checkpoint writes and syncs them for minutes (spread over checkpoint_completion_target) in the
    // middle of the first rows measured, and every page's first change after it is a full-page write.
    await timed('CHECKPOINT', () => database.db.execute(sql`checkpoint`));
  }
}
