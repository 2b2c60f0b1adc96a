import { mkdirSync } from 'node:fs';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../paths';
import * as schema from './schema';
import { SingleConnectionPGlite } from './single-connection-pglite';

type Schema = typeof schema;

/** The one database type the code sees, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const casing = 'snake_case' as const;

/** PostgreSQL server through a node-postgres pool. */
export function connectPostgres(url: string): Database {
  // Connections are kept once opened (node-postgres closes them after 10 s idle by default): under
  // uneven traffic the pool otherwise closes and reopens them all the time, and each new one costs
  // a backend start and cold catalogue caches on the server exactly when requests are queueing.
  const pool = new pg.Pool({ connectionString: url, max: 10, idleTimeoutMillis: 0 });
  // An idle connection the server drops (restart, failover, a dropped test database) is removed by
  // the pool; without this listener its error would crash the process. After close() it is expected.
  let closing = false;
  pool.on('error', (err) => {
    if (!closing) console.error('PostgreSQL: idle connection lost', err.message);
  });
  const db = drizzleNodePg(pool, { schema, casing });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    migrate: () => migrateNodePg(db, { migrationsFolder: MIGRATIONS_DIR }),
    close: () => {
      closing = true;
      return pool.end();
    },
  };
}

/**
 * Embedded PostgreSQL (WASM) in this process: a directory, or memory when `dir` is undefined.
 * It is a single connection and does not fsync: fine for a demo or a small shop.
 */
export function connectPglite(dir?: string): Database {
  if (dir) mkdirSync(dir, { recursive: true });
  // The options-object form: `new PGlite(undefined, options)` silently ignores the options.
  const client = new SingleConnectionPGlite({ dataDir: dir, extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema, casing });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    close: () => client.close(),
  };
}

export function connectDatabase(opts: { databaseUrl?: string; dataDir: string }): Database {
  return opts.databaseUrl ? connectPostgres(opts.databaseUrl) : connectPglite(`${opts.dataDir}/pg`);
}
