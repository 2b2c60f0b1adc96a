import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { connectPglite, connectPostgres, type Database } from '../apps/api/src/db/client';
import { databaseUrlFor } from '../apps/api/test/database-url';

export interface BenchDatabase {
  database: Database;
  /** Where it lives, for the report. */
  label: string;
  /** Its connection URL, for a server started in another process (PostgreSQL only). */
  url?: string;
  /** Closes it and deletes it. */
  drop(): Promise<void>;
}

/**
 * A database of its own: a new one on DATABASE_URL's server (dropped at the end), or an embedded
 * PGlite in a temporary folder. Never the shop's own data.
 */
export async function createBenchDatabase(): Promise<BenchDatabase> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const dir = await mkdtemp(join(tmpdir(), 'tienda-bench-pg-'));
    const database = connectPglite(dir);
    return {
      database,
      label: `PGlite en ${dir}`,
      drop: async () => {
        await database.close();
        await rm(dir, { recursive: true, force: true });
      },
    };
  }
  const name = `tienda_bench_${randomUUID().replace(/-/g, '')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  const database = connectPostgres(databaseUrlFor(url, name));
  return {
    database,
    label: `PostgreSQL ${new URL(url).host}/${name}`,
    url: databaseUrlFor(url, name),
    drop: async () => {
      await database.close();
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    },
  };
}
