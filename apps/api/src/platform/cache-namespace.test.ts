import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { connectPglite, connectPostgres, type Database } from '../db/client';
import { freshDatabase } from '../../test/app';
import { cacheNamespace } from './cache-namespace-repository';

const SOCKET_DIR = '/var/run/postgresql';

async function namespacesOf(databases: Database[]) {
  try {
    return await Promise.all(databases.map((d) => cacheNamespace(d.db)));
  } finally {
    await Promise.all(databases.map((d) => d.close()));
  }
}

describe('cache namespace', () => {
  it('is its own for every embedded database', async () => {
    // One after the other: two PGlite instances starting at once crowd the two cores.
    const [a] = await namespacesOf([connectPglite()]);
    const [b] = await namespacesOf([connectPglite()]);
    expect(a).not.toBe(b);
  }, 60_000);

  // A process that reaches the server through its Unix socket (which has no address) must share
  // the prefix of those on TCP: otherwise it never hears of their catalogue writes.
  it.runIf(process.env.DATABASE_URL && existsSync(`${SOCKET_DIR}/.s.PGSQL.5432`))(
    'is one for a database reached over TCP and over the socket, another for another database',
    async () => {
      const fresh = await freshDatabase();
      try {
        const socket = new URL(fresh.url!);
        socket.hostname = '';
        socket.searchParams.set('host', SOCKET_DIR);
        const [viaTcp, viaSocket, other] = await namespacesOf([
          fresh.database,
          connectPostgres(socket.toString()),
          connectPostgres(process.env.DATABASE_URL!),
        ]);
        expect(viaSocket).toBe(viaTcp);
        expect(other).not.toBe(viaTcp);
      } finally {
        await fresh.drop();
      }
    },
  );
});
