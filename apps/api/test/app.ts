import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type AppOptions } from '../src/app';
import { connectPglite, connectPostgres, type Database } from '../src/db/client';
import { seedDatabase } from '../src/seed';
import { databaseUrlFor, quietLog } from './database-url';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  dataDir: string;
  /** The database's address on PostgreSQL, for a second connection (another shop process); none on PGlite. */
  databaseUrl?: string;
  close(): Promise<void>;
}

interface FreshDatabase {
  database: Database;
  url?: string;
  drop: () => Promise<void>;
}

/** Which database a test app runs on: the run's (PostgreSQL when DATABASE_URL is set), or PGlite. */
export type TestEngine = 'default' | 'pglite';

/**
 * A migrated, seeded database of its own: a copy of the template on PostgreSQL, else PGlite in
 * memory; `pglite` asks for PGlite even on a PostgreSQL run (suites that must hold on both).
 */
export async function freshDatabase(engine: TestEngine = 'default'): Promise<FreshDatabase> {
  const template = inject('templateDatabase');
  const url = process.env.DATABASE_URL;
  if (!template || !url || engine === 'pglite') {
    const database = connectPglite();
    await database.migrate();
    await seedDatabase(database.db, { log: quietLog, demo: false });
    return { database, drop: async () => {} };
  }
  const name = `tienda_test_${randomUUID().replace(/-/g, '')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  // Two files copying the template at the same instant can collide; the copy is retried.
  for (let attempt = 0; ; attempt++) {
    try {
      await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
      break;
    } catch (err) {
      if (attempt >= 10) throw err;
      await new Promise((r) => setTimeout(r, 200 + Math.random() * 300));
    }
  }
  await admin.end();
  return {
    database: connectPostgres(databaseUrlFor(url, name)),
    url: databaseUrlFor(url, name),
    drop: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.end();
    },
  };
}

/** A whole application on its own fresh database and data folder, for one test file. */
export async function buildTestApp(
  overrides: Partial<AppOptions> = {},
  engine: TestEngine = 'default',
): Promise<TestApp> {
  const { database, drop, url } = await freshDatabase(engine);
  const dataDir = await mkdtemp(join(tmpdir(), 'tienda-test-'));
  const app = await buildApp({
    db: database.db,
    readDb: database.readDb,
    dataDir,
    jwtSecret: 'test-secret-that-is-long-enough-for-hs256-000000',
    webRoot: join(dataDir, 'no-web'),
    ...overrides,
    // Suites sign many customers in at once from one address (every sign-in in flight counts
    // against it); the auth and burst tests set real bounds.
    limits: {
      login: { perIp: 10_000, perEmail: 8 },
      uploadsPerHour: 10_000,
      registrationsPerHour: 10_000,
      hashing: { concurrent: 4, queued: 10_000, perAddress: 10_000 },
      // Suites search, print and draw pages from 127.0.0.1 by the hundred; abuse-limits sets real ones.
      perAddress: {
        searchesPerMinute: 1_000_000,
        pdfsPerMinute: 1_000_000,
        reportsPerMinute: 1_000_000,
        pagesPerMinute: 1_000_000,
      },
      ...overrides.limits,
    },
  });
  await app.ready();
  return {
    app,
    database,
    dataDir,
    databaseUrl: url,
    async close() {
      await app.close();
      await database.close();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Browser-like JSON request: the CSRF guard wants X-Requested-With on cookie writes. */
export function json(
  method: InjectOptions['method'],
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
): InjectOptions {
  return {
    method,
    url,
    headers: { 'x-requested-with': 'fetch', ...headers },
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
