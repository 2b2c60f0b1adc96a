import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { connectPostgres } from '../src/db/client';
import { seedDatabase } from '../src/seed';
import { databaseUrlFor, quietLog } from './database-url';

declare module 'vitest' {
  export interface ProvidedContext {
    templateDatabase: string | null;
  }
}

/**
 * With DATABASE_URL (CI), migrate and seed one template database once; every test file then
 * copies it with CREATE DATABASE … TEMPLATE and drops its copy. Without it, files use PGlite.
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (!url) {
    project.provide('templateDatabase', null);
    return;
  }
  const name = `tienda_tpl_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  const database = connectPostgres(databaseUrlFor(url, name));
  await database.migrate();
  await seedDatabase(database.db, { log: quietLog, demo: false });
  await database.close();
  project.provide('templateDatabase', name);

  return async () => {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  };
}
