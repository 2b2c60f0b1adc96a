import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quietLog } from '../../test/database-url';
import { insertOrder, insertQuote } from '../../test/document-factories';
import { emptyDatabase, migrationsBefore, type Fresh } from '../../test/migrations';
import { MIGRATIONS_DIR } from '../config/paths';
import { connectPglite, type Database } from '../db/client';
import { seedDatabase } from '.';

/**
 * Migrations 0026 and 0027 on a copy of the demo (docs/decisions/017-companies-with-several-buyers.md,
 * "Migration"): the demo seeded on today's schema, with quotes and orders of its customers, copied
 * row by row into a database that stopped at 0025, which then migrates.
 */
let demo: Database;
let copy: Fresh;
let before0026: string;

const rowsOf = async (db: Database, query: string) =>
  ((await db.db.execute(sql.raw(query))) as unknown as { rows: Record<string, unknown>[] }).rows;

/** Every row of every table the old schema has, with the columns it has (generated ones aside). */
async function copyDemo() {
  const tables = await copy.query<{ name: string }>(
    `select table_name as name from information_schema.tables
     where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  await copy.query(`set session_replication_role = replica`);
  for (const { name } of tables) {
    const columns = (
      await copy.query<{ column_name: string }>(
        `select column_name from information_schema.columns
         where table_schema = 'public' and table_name = $1 and is_generated = 'NEVER'`,
        [name],
      )
    ).map((c) => `"${c.column_name}"`);
    const [{ data }] = (await rowsOf(
      demo,
      `select coalesce(json_agg(t), '[]') as data from (select ${columns.join(', ')} from "${name}") t`,
    )) as [{ data: unknown[] }];
    await copy.query(`delete from "${name}"`);
    if (data.length)
      await copy.query(
        `insert into "${name}" (${columns.join(', ')})
         select ${columns.join(', ')} from json_populate_recordset(null::"${name}", $1::json)`,
        [JSON.stringify(data)],
      );
  }
  await copy.query(`set session_replication_role = origin`);
}

beforeAll(async () => {
  demo = connectPglite();
  await demo.migrate();
  await seedDatabase(demo.db, { log: quietLog, demo: true });
  const customers = await rowsOf(
    demo,
    `select u.id from users u join user_roles ur on ur.user_id = u.id join roles r on r.id = ur.role_id
     where r.name = 'Cliente' order by u.id`,
  );
  const product = (await rowsOf(demo, `select id from products order by id limit 1`))[0]!;
  for (const [i, { id }] of customers.entries()) {
    const createdAt = new Date(Date.UTC(2026, 5, 1 + i));
    const quote = await insertQuote(demo.db, {
      userId: id as number,
      createdAt,
      total: 250_000 + i,
    });
    await insertOrder(demo.db, {
      userId: id as number,
      createdAt,
      total: 480_000 + i,
      quoteId: quote.id,
      lines: [{ productId: product.id as number, quantity: 2 }],
    });
  }

  before0026 = migrationsBefore(26);
  copy = await emptyDatabase('mig0026');
  await copy.migrate(before0026);
  await copyDemo();
  await copy.migrate(MIGRATIONS_DIR);
}, 120_000);

afterAll(async () => {
  await demo?.close();
  await copy?.close();
  rmSync(before0026, { recursive: true, force: true });
});

describe('migrations 0026–0027: company accounts become companies', () => {
  it('makes each company account its own administrator, as registration now does, and no one else', async () => {
    const members = `select user_id, company_id, role, status from company_members order by user_id`;
    const migrated = await copy.query(members);
    const companies = await copy.query<{ id: number }>(
      `select id from users where legal_person_type order by id`,
    );
    expect(companies.length).toBeGreaterThanOrEqual(3);
    expect(migrated).toEqual(
      companies.map(({ id }) => ({
        user_id: id,
        company_id: id,
        role: 'ADMINISTRADOR',
        status: 'ACTIVE',
      })),
    );
    // The demo seeded on today's schema holds exactly what the migration made.
    expect(await rowsOf(demo, members)).toEqual(migrated);
  });

  it('loses nothing: prices, tax profile, credit, documents and totals per account', async () => {
    const compared = [
      `select id, email, client_type, client_status, legal_person_type, withholding_agent,
         gran_contribuyente, autorretenedor, public_entity, iva_withholding_agent, regimen_simple,
         identification_type, check_digit from users order by id`,
      `select user_id, business_name, identification_number, billing_email, municipality_dane_code
         from profiles order by user_id`,
      `select user_id, credit_limit::text, term_days, status from credit_lines order by user_id`,
      `select user_id, count(*)::int as n, sum(total)::text as total from orders group by user_id order by user_id`,
      `select user_id, count(*)::int as n, sum(total)::text as total from quotes group by user_id order by user_id`,
      `select order_id, product_id, quantity, unit_price::text from order_lines order by order_id, line_no`,
    ];
    for (const query of compared) {
      const after = await copy.query(query);
      expect(after.length).toBeGreaterThan(0);
      expect(after).toEqual(await rowsOf(demo, query));
    }
    const credit = await copy.query(`select count(*)::int as n from credit_lines`);
    expect(credit).toEqual([{ n: 1 }]);
  });

  it('gives each company its registered address as its first delivery address', async () => {
    const addresses = `select a.company_id, a.site_name, a.address, a.municipality_dane_code, a.contact_name
       from company_addresses a order by a.company_id, a.id`;
    const migrated = await copy.query<{ company_id: number; address: string }>(addresses);
    const companies = await copy.query<{ user_id: number; primary_address: string }>(
      `select p.user_id, p.primary_address from profiles p join users u on u.id = p.user_id
       where u.legal_person_type order by p.user_id`,
    );
    expect(migrated.map((a) => [a.company_id, a.address])).toEqual(
      companies.map((c) => [c.user_id, c.primary_address]),
    );
    expect(await rowsOf(demo, addresses)).toEqual(migrated);
  });

  it('records every earlier document as made by its own account', async () => {
    for (const table of ['orders', 'quotes']) {
      const rows = await copy.query<{ n: number; mine: number }>(
        `select count(*)::int as n, count(*) filter (where created_by = user_id)::int as mine from ${table}`,
      );
      expect(rows[0]!.n).toBeGreaterThan(0);
      expect(rows[0]!.mine).toBe(rows[0]!.n);
    }
  });
});
