import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../src/db/client';

const rowsOf = async <T>(db: Db, query: SQL) =>
  // Both drivers (node-postgres, PGlite) answer `{ rows }`.
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

export interface StoredOrder {
  customId: string;
  userId: number;
  key: string | null;
  quoteId: number | null;
}

/**
 * What the database holds after a crash, read as the invariants of issue 16 put it: every order
 * has its lines and its confirmation mail, stock plus units sold is the initial stock, readable
 * ids have no gap.
 */
export const readLedger = (db: Db, stocked: { id: number; initial: number }[]) =>
  // One snapshot for every figure, so they are compared at one instant.
  db.transaction((tx) => ledgerOf(tx as unknown as Db, stocked), {
    isolationLevel: 'repeatable read',
  });

async function ledgerOf(db: Db, stocked: { id: number; initial: number }[]) {
  const [counts] = await rowsOf<{
    orders: number;
    withoutLines: number;
    itemsOff: number;
    gaps: number;
    productIds: number;
  }>(
    db,
    sql`select
      (select count(*)::int from orders) as "orders",
      (select count(*)::int from orders o
        where not exists (select 1 from order_lines l where l.order_id = o.id)) as "withoutLines",
      (select count(*)::int from orders o
        where o.total_items <> (select coalesce(sum(l.quantity), 0) from order_lines l
          where l.order_id = o.id)) as "itemsOff",
      (select coalesce(sum(top - n), 0)::int from (
        select max(split_part(custom_id, '-', 3)::int) as top, count(*) as n
        from orders group by split_part(custom_id, '-', 2)) y) as "gaps",
      -- Ids are taken by inserts even when their transaction rolls back: an import killed after
      -- it wrote its rows and before its commit shows here and nowhere else.
      (select last_value::int from products_id_seq) as "productIds"`,
  );
  const ids = stocked.map((p) => p.id);
  const stock = await rowsOf<{ id: number; stock: number; sold: number }>(
    db,
    sql`select p.id, p.stock, coalesce(sum(l.quantity), 0)::int as sold
      from products p left join order_lines l on l.product_id = p.id
      where p.id in (${sql.join(ids, sql`, `)}) group by p.id`,
  );
  const stockMismatches = stocked.filter((p) => {
    const row = stock.find((r) => r.id === p.id);
    return !row || row.stock + row.sold !== p.initial || row.stock < 0;
  }).length;
  // The confirmation is written with its order: exactly one outbox row per order, none without one.
  const mails = await rowsOf<{
    rows: number;
    orphan: number;
    perOrderOff: number;
    pending: number;
  }>(
    db,
    sql`with m as (select * from mail_outbox where kind = 'order-created'),
      per as (select o.id, count(m.id) as n from orders o
        left join m on m.subject = 'Andina: orden ' || o.custom_id || ' recibida' group by o.id)
      select (select count(*)::int from m) as "rows",
        (select count(*)::int from m where not exists (select 1 from orders o
          where m.subject = 'Andina: orden ' || o.custom_id || ' recibida')) as "orphan",
        (select count(*)::int from per where n <> 1) as "perOrderOff",
        (select count(*)::int from m where status <> 'SENT') as "pending"`,
  );
  const orders = await rowsOf<StoredOrder>(
    db,
    sql`select custom_id as "customId", user_id as "userId", idempotency_key as "key",
      quote_id as "quoteId" from orders`,
  );
  return { ...counts!, stockMismatches, mails: mails[0]!, orders };
}
export type Ledger = Awaited<ReturnType<typeof readLedger>>;

/**
 * Waits until no other session of this PostgreSQL database is working: the killed process's
 * backends notice their client is gone and end (rolling back) what was open, or finish a COMMIT
 * already sent. The state read after that is the one a restarted shop finds.
 */
export async function backendsSettled(db: Db) {
  for (let tries = 0; tries < 200; tries++) {
    const [row] = await rowsOf<{ busy: number }>(
      db,
      sql`select count(*)::int as busy from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and state <> 'idle'`,
    );
    if (!row!.busy) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the killed shop’s database sessions did not end');
}
