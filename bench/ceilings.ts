import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { startChildServer, type ChildServer } from './child-server';
import type { LoadResult } from './load';
import { settledLoad } from './settled-load';

/** Which constant answer of the bare server: a catalogue page's size, or a few bytes. */
export type CeilingKind = 'list' | 'tiny';

export interface Ceilings {
  /** Starts the bare server once, answering on /list what the shop answers at `listUrl`. */
  start(listUrl: string): Promise<void>;
  /** The bare server under the same load as a row; measured once per kind and connections. */
  measure(kind: CeilingKind, connections: number): Promise<LoadResult>;
  /** Bytes of the /list answer, for the report. */
  listBytes(): number;
  stop(): Promise<void>;
}

/** The bare-Fastify ceiling of this run (bench/bare-fastify.ts in a child process). */
export function createCeilings(opts: { port: number; workDir: string }): Ceilings {
  let server: ChildServer | undefined;
  let bytes = 0;
  const measured = new Map<string, Promise<LoadResult>>();
  return {
    async start(listUrl) {
      if (server) return;
      const response = await fetch(listUrl);
      const body = await response.text();
      if (!response.ok) throw new Error(`${listUrl}: ${response.status} ${body}`);
      bytes = Buffer.byteLength(body);
      const listFile = join(opts.workDir, 'bare-list.json');
      await writeFile(listFile, body);
      server = await startChildServer({
        name: 'Fastify desnudo',
        // tsx's loader by its own path: the bench may be started from any folder.
        args: [
          '--import',
          import.meta.resolve('tsx'),
          join(import.meta.dirname, 'bare-fastify.ts'),
        ],
        env: {
          PATH: process.env.PATH,
          NODE_ENV: 'production',
          BARE_PORT: String(opts.port),
          BARE_LIST_FILE: listFile,
        },
        port: opts.port,
        readyPath: '/tiny',
        logFile: join(opts.workDir, 'bare-fastify.log'),
      });
    },
    measure(kind, connections) {
      if (!server) throw new Error('El servidor Fastify desnudo no ha arrancado');
      const key = `${kind}@${connections}`;
      if (!measured.has(key)) {
        console.info(`  techo Fastify desnudo: /${kind}, ${connections} conexiones…`);
        measured.set(key, settledLoad({ url: `${server.baseUrl}/${kind}`, connections }));
      }
      return measured.get(key)!;
    },
    listBytes: () => bytes,
    stop: async () => server?.stop(),
  };
}
