import type { Db, DbOrTx, Tx } from './client';

/**
 * A module's repository as app.ts hands it to a service that writes in transactions: the service
 * never sees the database, so only the composition root decides what a repository is bound to.
 */
export interface Transactional<R> {
  /** Bound to the pool: reads and single writes that need no transaction. */
  readonly repo: R;
  /** Bound to a transaction someone else opened (a port such as claiming a RUT for a registration). */
  within(tx: Tx): R;
  /**
   * Runs `work` in one transaction with the repository bound to it; `tx` is for the other ports
   * (outbox, RUT claim, advisory locks) whose writes must commit or roll back with it.
   */
  inTransaction<T>(work: (repo: R, tx: Tx) => Promise<T>): Promise<T>;
}

export function transactional<R>(db: Db, build: (db: DbOrTx) => R): Transactional<R> {
  return {
    repo: build(db),
    within: build,
    inTransaction: (work) => db.transaction((tx) => work(build(tx), tx)),
  };
}
