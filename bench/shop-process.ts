import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { startChildServer, type ChildServer } from './child-server';

export const SHOP_SERVER = join(import.meta.dirname, '../apps/api/dist/server.js');

export interface ShopOptions {
  port: number;
  /** A PostgreSQL database; undefined for the embedded PGlite under `dataDir`. */
  databaseUrl?: string;
  dataDir: string;
  /** Where the exchange-rate fetch goes: a loopback port nobody listens on, so it fails at once. */
  trmPort: number;
  /** Where its inspector opens on SIGUSR1 (bench/server-memory.ts); closed until then. */
  inspectPort?: number;
}

/**
 * The built shop as production runs it (`node apps/api/dist/server.js`), in a process of its own
 * so the load generator does not share its event loop. Its environment is built here, not
 * inherited, so no REDIS_URL, SMTP_URL or DATABASE_URL of the caller's shell leaks in.
 */
export function startShop(opts: ShopOptions): Promise<ChildServer> {
  return startChildServer({
    name: 'La tienda',
    args: [
      ...(opts.inspectPort ? [`--inspect-port=127.0.0.1:${opts.inspectPort}`] : []),
      SHOP_SERVER,
    ],
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(opts.port),
      PUBLIC_URL: `http://127.0.0.1:${opts.port}`,
      DATABASE_URL: opts.databaseUrl ?? '',
      DATA_DIR: opts.dataDir,
      JWT_SECRET: randomBytes(32).toString('hex'),
      TRM_URL: `http://127.0.0.1:${opts.trmPort}/trm`,
      // The bench seeds the database itself before the shop starts.
      SEED_DEMO: 'false',
      // Request lines at info would measure the log file's writes as much as the catalogue.
      LOG_LEVEL: 'warn',
      // The load comes from one address: the per-address limits would measure their own 429s.
      SEARCHES_PER_MINUTE: '1000000',
      PDFS_PER_MINUTE: '1000000',
      REPORTS_PER_MINUTE: '1000000',
      PAGES_PER_MINUTE: '1000000',
    },
    port: opts.port,
    readyPath: '/api/products?offset=0&limit=1',
    logFile: join(opts.dataDir, 'shop.log'),
  });
}
