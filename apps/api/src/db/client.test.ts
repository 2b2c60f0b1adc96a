import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { freshDatabase } from '../../test/app';

const databaseUrl = process.env.DATABASE_URL;

describe.runIf(databaseUrl)('PostgreSQL pool', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps its connections through idle time instead of reopening them under the next burst', async () => {
    const { database, url, drop } = await freshDatabase();
    const name = new URL(url!).pathname.slice(1);
    const backends = async () => {
      const admin = new pg.Client({ connectionString: databaseUrl });
      await admin.connect();
      const { rows } = await admin.query<{ pid: number }>(
        'select pid from pg_stat_activity where datname = $1 order by pid',
        [name],
      );
      await admin.end();
      return rows.map((row) => row.pid);
    };
    try {
      // Faked before the pool sets its idle timers (on each connection's release).
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      // Three queries at once open three connections.
      await Promise.all([1, 2, 3].map(() => database.db.execute(sql`select pg_sleep(0.05)`)));
      const opened = await backends();
      expect(opened).toHaveLength(3);

      // node-postgres's default closes a connection idle for 10 s: a minute of quiet passes.
      vi.advanceTimersByTime(60_000);
      vi.useRealTimers();
      await new Promise((resolve) => setTimeout(resolve, 200));

      expect(await backends()).toEqual(opened);
      await Promise.all([1, 2, 3].map(() => database.db.execute(sql`select 1`)));
      expect(await backends()).toEqual(opened);
    } finally {
      await database.close();
      await drop();
    }
  });
});
