import autocannon from 'autocannon';

export interface LoadOptions {
  url: string;
  connections?: number;
  /** Seconds of measured load, after `warmupSeconds` not counted. */
  seconds?: number;
  warmupSeconds?: number;
  headers?: Record<string, string>;
  /** Paths each connection cycles through instead of the url's own (many product ids). */
  paths?: string[];
}

export interface LoadResult {
  rps: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  requests: number;
  /** Answers outside 2xx/304, timeouts and connection errors. */
  errors: number;
  /** Of those errors, requests that got no answer within autocannon's 10 s timeout. */
  timeouts: number;
  /** Mean body bytes per answer as sent (compressed when the server compressed it). */
  bytesPerAnswer: number;
}

const percentile = (sorted: number[], q: number) =>
  sorted.length ? sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)]! : NaN;

/** What autocannon answers without a callback: its event emitter, which is also its result's promise. */
type Run = autocannon.Instance & PromiseLike<autocannon.Result>;

async function run(opts: LoadOptions, seconds: number, record: boolean) {
  const times: number[] = [];
  let errors = 0;
  const instance = autocannon({
    url: opts.url,
    connections: opts.connections ?? 50,
    duration: seconds,
    headers: opts.headers,
    requests: opts.paths?.map((path) => ({ path })),
  }) as unknown as Run;
  // autocannon's own latency percentiles skip p95; every answer's time is kept instead.
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    if (!record) return;
    times.push(responseTime);
    if (statusCode >= 400 || (statusCode >= 300 && statusCode !== 304)) errors++;
  });
  const result = await instance;
  // autocannon counts its timeouts among its errors.
  return { result, times, errors: errors + result.errors };
}

/** Closed-loop load with autocannon over loopback: throughput and latency percentiles. */
export async function load(opts: LoadOptions): Promise<LoadResult> {
  if (opts.warmupSeconds ?? 2) await run(opts, opts.warmupSeconds ?? 2, false);
  const seconds = opts.seconds ?? 10;
  const { result, times, errors } = await run(opts, seconds, true);
  times.sort((a, b) => a - b);
  return {
    rps: result.requests.total / seconds,
    p50Ms: percentile(times, 0.5),
    p95Ms: percentile(times, 0.95),
    p99Ms: percentile(times, 0.99),
    requests: result.requests.total,
    errors,
    timeouts: result.timeouts,
    bytesPerAnswer: result.requests.total ? result.throughput.total / result.requests.total : 0,
  };
}
