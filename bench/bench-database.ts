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
  /** The new database's URL on a PostgreSQL server; undefined for PGlite. */
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
  return createPostgresBenchDatabase(url);
}

/**
 * A new database named `<prefix>_<random>` on the server of `serverUrl`, dropped by drop() even
 * while the shop under test still holds connections to it.
 */
export async function createPostgresBenchDatabase(
  serverUrl: string,
  prefix = 'tienda_bench',
): Promise<BenchDatabase> {
  const name = `${prefix}_${randomUUID().replace(/-/g, '')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  const url = databaseUrlFor(serverUrl, name);
  const database = connectPostgres(url);
  return {
    database,
    label: `PostgreSQL ${new URL(serverUrl).host}/${name}`,
    url,
    drop: async () => {
      await database.close();
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    },
  };
}
