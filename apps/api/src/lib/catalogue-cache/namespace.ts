import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

interface ServerRow {
  database: string;
  address: string | null;
  port: number | null;
}

/**
 * The Redis prefix of everything the processes of one shop share: its database on its server.
 * The embedded database belongs to one process (no server address), so its prefix is its own.
 */
export async function cacheNamespace(db: Db): Promise<string> {
  // Both drivers (node-postgres, PGlite) answer `{ rows }`.
  const { rows } = (await db.execute(
    sql`select current_database() as database, host(inet_server_addr()) as address, inet_server_port() as port`,
  )) as unknown as { rows: ServerRow[] };
  const row = rows[0]!;
  const server = row.address ? `${row.address}:${row.port}` : `embedded-${randomUUID()}`;
  return `shop:${server}/${row.database}`;
}
