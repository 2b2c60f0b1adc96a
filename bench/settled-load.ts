import { load, type LoadOptions, type LoadResult } from './load';

/**
 * load() after a warm-up of its own and one more answer: when autocannon closes the warm-up's
 * connections the server still works through the requests they left, and on a slow server
 * (PGlite: a request at a time) that backlog would eat the measured seconds. The next request
 * waits behind it, so its answer means the server is idle again.
 */
export async function settledLoad(opts: LoadOptions): Promise<LoadResult> {
  await load({ ...opts, seconds: opts.warmupSeconds ?? 2, warmupSeconds: 0 });
  await fetch(opts.url, { headers: opts.headers }).then((r) => r.arrayBuffer());
  return load({ ...opts, warmupSeconds: 0 });
}
