import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';

export interface WorkerPool {
  /** The pool, started on first use so an app that never needs it pays nothing. */
  get(): Piscina;
  close(): Promise<void>;
}

/**
 * A small pool of worker threads for CPU-heavy work (PDF layout, xlsx writing) that would otherwise
 * hold every other request back: one thread per core beyond the event loop's own, at least one and
 * at most four, one kept warm once started. `name` is the worker module beside the caller
 * (`import.meta.url`); once bundled, every module's url is dist/server.js and build.mjs puts
 * dist/<name>.js beside it; from the sources (tests, tsx) the .ts is loaded through tsx.
 */
export function createWorkerPool(callerUrl: string, name: string): WorkerPool {
  const fromSources = callerUrl.endsWith('.ts');
  const filename = new URL(`./${name}.${fromSources ? 'ts' : 'js'}`, callerUrl).href;
  let pool: Piscina | undefined;
  return {
    get: () =>
      (pool ??= new Piscina({
        filename,
        minThreads: 1,
        maxThreads: Math.min(4, Math.max(1, availableParallelism() - 1)),
        execArgv: fromSources ? ['--import', 'tsx'] : [],
      })),
    close: async () => {
      await pool?.destroy();
    },
  };
}
