import type { Db } from '../apps/api/src/db/client';
import type { BenchRow } from './budget';
import type { Ceilings } from './ceilings';

/** The shop under test, as every row producer of the PostgreSQL run gets it. */
export interface ShopContext {
  baseUrl: string;
  /** The shop's process (`node apps/api/dist/server.js`), for memory and event-loop figures. */
  serverPid: number;
  /** The port its inspector opens on when sent SIGUSR1 (bench/server-memory.ts). */
  inspectPort: number;
  /** The shop's database, through the bench's own pool. */
  db: Db;
  /** Request headers that sign in as the demo admin, and as the demo distributor. */
  admin: Record<string, string>;
  customer: Record<string, string>;
  /** The bare-Fastify ceiling of this run. */
  ceilings: Ceilings;
}

/** One part of the suite: measures some rows against the running shop. */
export interface RowProducer {
  /** `--only` runs the producer when this or one of its row names contains the given text. */
  label: string;
  /** Its rows' names, when known before it runs. */
  rows?: string[];
  /** `wants` says which of its rows `--only` asked for; a producer may measure them all anyway. */
  produce(shop: ShopContext, wants: (row: string) => boolean): Promise<BenchRow[]>;
}
