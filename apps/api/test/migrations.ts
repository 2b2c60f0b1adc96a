import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../src/config/paths';
import { SingleConnectionPGlite } from '../src/db/single-connection-pglite';
import { databaseUrlFor } from './database-url';

/** What the migration suites share: empty databases and the migrations folder as it once was. */

/** A fresh database (PostgreSQL with DATABASE_URL, PGlite without) migrated by a folder. */
export interface Fresh {
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
}

export async function emptyDatabase(tag: string): Promise<Fresh> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const client = new SingleConnectionPGlite({ extensions: { pg_trgm } });
    const db = drizzlePglite(client);
    return {
      query: async <T>(sql: string, params?: unknown[]) =>
        (await client.query<T>(sql, params)).rows,
      migrate: (folder) => migratePglite(db, { migrationsFolder: folder }),
      close: () => client.close(),
    };
  }
  const name = `tienda_${tag}_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  const pool = new pg.Pool({ connectionString: databaseUrlFor(url, name), max: 1 });
  // The DROP … WITH (FORCE) of close() may end a connection pool.end() is still closing.
  pool.on('error', () => {});
  const db = drizzlePg(pool);
  return {
    query: async <T>(sql: string, params?: unknown[]) =>
      (await pool.query(sql, params)).rows as T[],
    migrate: (folder) => migratePg(db, { migrationsFolder: folder }),
    async close() {
      await pool.end();
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** The migrations folder as it was before migration `n`: that one and every later one left out. */
export function migrationsBefore(n: number): string {
  const dir = mkdtempSync(join(tmpdir(), 'migrations-'));
  cpSync(MIGRATIONS_DIR, dir, { recursive: true });
  const journalPath = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as {
    entries: { idx: number; tag: string }[];
  };
  for (const later of journal.entries.filter((e) => e.idx >= n))
    rmSync(join(dir, `${later.tag}.sql`));
  journal.entries = journal.entries.filter((e) => e.idx < n);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}
