import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../config/paths';
import { SingleConnectionPGlite } from './single-connection-pglite';

const client = new SingleConnectionPGlite({ extensions: { pg_trgm } });
const db = drizzle(client);
const before0012 = mkdtempSync(join(tmpdir(), 'migrations-'));
afterAll(async () => {
  await client.close();
  rmSync(before0012, { recursive: true, force: true });
});

const product = (sku: string) =>
  client.query(
    `insert into products (name, model, sku, price, vat, brand_id, category_id, images, search_text, model_key, sku_key)
     values ('Router', 'RB', $1, 1, 0.19, 1, 1, '{"product_url":"/x.png","views_url":[]}', 'router', 'rb', lower($1))`,
    [sku],
  );

describe('migration 0012: SKUs unique ignoring case', () => {
  it('fails naming the case duplicates a database holds, then applies once they are resolved', async () => {
    // The database as it was before 0012.
    cpSync(MIGRATIONS_DIR, before0012, { recursive: true });
    rmSync(join(before0012, '0012_sku_case_insensitive.sql'));
    const journalPath = join(before0012, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as {
      entries: { idx: number }[];
    };
    journal.entries = journal.entries.filter((e) => e.idx < 12);
    writeFileSync(journalPath, JSON.stringify(journal));
    await migrate(db, { migrationsFolder: before0012 });
    await client.query(`insert into brands (id, name) values (1, 'MikroTik')`);
    await client.query(`insert into categories (id, name, level) values (1, 'Redes', 1)`);
    await product('REV-1');
    await product('rev-1');

    const refused = (await migrate(db, { migrationsFolder: MIGRATIONS_DIR }).then(
      () => undefined,
      (err: unknown) => err,
    )) as { cause?: { message?: string } } | undefined;
    expect(refused?.cause?.message).toMatch(/differ only in case \(REV-1, rev-1\)/);
    // Nothing was applied: exact-case twins can still be added.
    await product('Rev-1');
    await client.query(`delete from products where sku <> 'REV-1'`);

    await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
    await expect(product('rev-1')).rejects.toMatchObject({
      code: '23505',
      constraint: 'products_sku_lower_unique',
    });
    await product('REV-2');
  });
});
