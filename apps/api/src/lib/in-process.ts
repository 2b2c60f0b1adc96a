import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Requests the server makes to its own routes (a first view's reads through `app.inject`) arrive
 * from 127.0.0.1 like a visitor's and must not spend that address's per-address limits. The
 * marker lives in the async context of the call, not in the request: no header, cookie or
 * address a client sends can set it.
 */
const inProcess = new AsyncLocalStorage<true>();

/** Runs `work` (the server calling itself) with the in-process marker set. */
export function runInProcess<T>(work: () => T): T {
  return inProcess.run(true, work);
}

/** True inside a request the server made to itself through runInProcess. */
export function servedInProcess(): boolean {
  return inProcess.getStore() === true;
}
