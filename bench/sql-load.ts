export interface SqlLoadResult {
  opsPerSec: number;
  p95Ms: number;
}

const percentile = (sorted: number[], q: number) =>
  sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)] ?? NaN;

/**
 * Closed-loop load in this process: `concurrency` callers each run `operation` again as soon as
 * it answers, for `seconds` after `warmupSeconds` not counted. `i` numbers the calls, so an
 * operation can cycle through ids.
 */
export async function sqlLoad(
  operation: (i: number) => Promise<unknown>,
  opts: { concurrency: number; seconds?: number; warmupSeconds?: number },
): Promise<SqlLoadResult> {
  const warmupEnds = performance.now() + (opts.warmupSeconds ?? 0.5) * 1000;
  const ends = warmupEnds + (opts.seconds ?? 3) * 1000;
  const times: number[] = [];
  let calls = 0;
  const caller = async () => {
    while (performance.now() < ends) {
      const started = performance.now();
      await operation(calls++);
      if (started >= warmupEnds) times.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: opts.concurrency }, caller));
  times.sort((a, b) => a - b);
  return {
    opsPerSec: times.length / ((performance.now() - warmupEnds) / 1000),
    p95Ms: percentile(times, 0.95),
  };
}
