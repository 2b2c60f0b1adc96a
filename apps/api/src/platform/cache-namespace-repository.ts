import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

interface ClusterRow {
  database: string;
  cluster: string;
}

/**
 * The Redis prefix of everything the processes of one shop share: its database in its cluster.
 * The cluster is named by the identifier initdb gave it, not by the address a process reached it
 * at, so processes connecting over TCP, a Unix socket (which has no address) or another host name
 * still share one prefix; every embedded database is a cluster of its own, so its prefix is too.
 */
export async function cacheNamespace(db: Db): Promise<string> {
  // Both drivers (node-postgres, PGlite) answer `{ rows }`.
  const { rows } = (await db.execute(
    sql`select current_database() as database, (select system_identifier::text from pg_control_system()) as cluster`,
  )) as unknown as { rows: ClusterRow[] };
  const row = rows[0]!;
  return `shop:${row.cluster}/${row.database}`;
}
