import { mkdirSync } from 'node:fs';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../config/paths';
import * as schema from './schema';
import { SingleConnectionPGlite } from './single-connection-pglite';

type Schema = typeof schema;

/** The one database type the code sees, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  /**
   * The reads every visitor makes (catalogue, session, settings), on connections of their own on
   * PostgreSQL: a commit waiting for a slow WAL flush holds its connection, and with reads in the
   * same pool one such flush queued every catalogue read behind the commits. The same `db` on PGlite.
   */
  readDb: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const casing = 'snake_case' as const;

/** Connections of each pool: two pools per process, so two processes use 40 of the server's 100. */
export const POOL_SIZE = 10;

// Connections are kept once opened (node-postgres closes them after 10 s idle by default): under
// uneven traffic the pool otherwise closes and reopens them all the time, and each new one costs
// a backend start and cold catalogue caches on the server exactly when requests are queueing.
const openPool = (url: string) =>
  new pg.Pool({ connectionString: url, max: POOL_SIZE, idleTimeoutMillis: 0 });

/** PostgreSQL server through two node-postgres pools: one for writes and the rest, one for reads. */
export function connectPostgres(url: string): Database {
  const pools = [openPool(url), openPool(url)] as const;
  // An idle connection the server drops (restart, failover, a dropped test database) is removed by
  // the pool; without this listener its error would crash the process. After close() it is expected.
  let closing = false;
  for (const pool of pools)
    pool.on('error', (err) => {
      if (!closing) console.error('PostgreSQL: idle connection lost', err.message);
    });
  const db = drizzleNodePg(pools[0], { schema, casing });
  return {
    db: db as unknown as Db,
    readDb: drizzleNodePg(pools[1], { schema, casing }) as unknown as Db,
    kind: 'postgres',
    migrate: () => migrateNodePg(db, { migrationsFolder: MIGRATIONS_DIR }),
    close: async () => {
      closing = true;
      await Promise.all(pools.map((pool) => pool.end()));
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
    readDb: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    close: () => client.close(),
  };
}

export function connectDatabase(opts: { databaseUrl?: string; dataDir: string }): Database {
  return opts.databaseUrl ? connectPostgres(opts.databaseUrl) : connectPglite(`${opts.dataDir}/pg`);
}
