import { AsyncLocalStorage } from 'node:async_hooks';
import { PGlite, type Transaction } from '@electric-sql/pglite';

/**
 * PGlite is one connection: while a transaction is open, a query on the database itself (rather
 * than on the transaction) waits for the transaction to end, which waits for that query, and
 * every later request queues behind them: the process stops answering. This client refuses such
 * a query from inside a transaction's work, so the mistake fails with a stack instead of a hang.
 * Other requests' queries still wait their turn as before.
 */
export class SingleConnectionPGlite extends PGlite {
  readonly #work = new AsyncLocalStorage<{ open: boolean }>();

  #refuseInsideTransaction(): void {
    if (this.#work.getStore()?.open)
      throw new Error(
        'PGlite: query on the database inside a transaction (it would wait forever); use the transaction',
      );
  }

  override async query<T>(...args: Parameters<PGlite['query']>) {
    this.#refuseInsideTransaction();
    return super.query<T>(...args);
  }

  override async exec(...args: Parameters<PGlite['exec']>) {
    this.#refuseInsideTransaction();
    return super.exec(...args);
  }

  override async transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    this.#refuseInsideTransaction();
    const scope = { open: true };
    // Closed when the work ends: a task it started that runs later may use the database again.
    return this.#work.run(scope, () =>
      super.transaction(async (tx) => {
        try {
          return await work(tx);
        } finally {
          scope.open = false;
        }
      }),
    );
  }
}
