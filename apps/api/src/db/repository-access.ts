import type { Db, DbOrTx, Tx } from './client';

/**
 * How a service reaches its repository without building it: app.ts binds the module's factory to
 * the database once, and the service asks for it plain, on a transaction another module's port
 * shares, or in a transaction of its own.
 */
export interface RepositoryAccess<R> {
  /** The repository on the database itself, for statements that need no transaction. */
  readonly base: R;
  /** The same queries inside a transaction the caller already holds. */
  on(tx: Tx): R;
  /** Runs `work` in a new transaction; `tx` is what other modules' ports take to join it. */
  inTransaction<T>(work: (repo: R, tx: Tx) => Promise<T>): Promise<T>;
}

export function repositoryAccess<R>(db: Db, create: (db: DbOrTx) => R): RepositoryAccess<R> {
  return {
    base: create(db),
    on: create,
    inTransaction: (work) => db.transaction((tx) => work(create(tx), tx)),
  };
}
