import { afterAll, describe, expect, it } from 'vitest';
import { SingleConnectionPGlite } from './single-connection-pglite';

const client = new SingleConnectionPGlite();
afterAll(() => client.close());

const one = async (run: Promise<{ rows: unknown[] }>) => (await run).rows[0];

describe('SingleConnectionPGlite', () => {
  it('refuses a query on the database from inside a transaction instead of waiting forever', async () => {
    const inside = client.transaction(async (tx) => {
      await tx.query('select 1');
      return client.query('select 2');
    });
    await expect(inside).rejects.toThrow(/inside a transaction/);
    await expect(client.transaction(() => client.exec('select 3'))).rejects.toThrow(
      /inside a transaction/,
    );
    await expect(client.transaction(() => client.transaction(async () => 4))).rejects.toThrow(
      /inside a transaction/,
    );
  });

  it('lets queries from elsewhere wait their turn, and work a transaction started run after it', async () => {
    let later: Promise<unknown> | undefined;
    const outside = await client.transaction(async (tx) => {
      // Started by the transaction's work but run after it: the connection is free by then.
      later = new Promise((resolve) => setTimeout(resolve, 20)).then(() =>
        one(client.query('select 5 as n')),
      );
      return one(tx.query('select 6 as n'));
    });
    expect(outside).toEqual({ n: 6 });
    expect(await later).toEqual({ n: 5 });

    const [a, b] = await Promise.all([
      client.transaction((tx) => one(tx.query('select 7 as n'))),
      one(client.query('select 8 as n')),
    ]);
    expect([a, b]).toEqual([{ n: 7 }, { n: 8 }]);
  });
});
