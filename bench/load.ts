import autocannon from 'autocannon';

export interface LoadOptions {
  url: string;
  connections?: number;
  /** Seconds of measured load, after `warmupSeconds` not counted. */
  seconds?: number;
  warmupSeconds?: number;
  headers?: Record<string, string>;
}

export interface LoadResult {
  rps: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  requests: number;
  /** Answers outside 2xx/304, timeouts and connection errors. */
  errors: number;
  /** Mean body bytes per answer as sent (compressed when the server compressed it). */
  bytesPerAnswer: number;
}

const percentile = (sorted: number[], q: number) =>
  sorted.length ? sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)]! : NaN;

async function run(opts: LoadOptions, seconds: number, record: boolean) {
  const times: number[] = [];
  let errors = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: opts.url,
        connections: opts.connections ?? 50,
        duration: seconds,
        headers: opts.headers,
      },
      (err, done) => (err ? reject(err) : resolve(done)),
    );
    // autocannon's own latency percentiles skip p95: every answer's time is kept instead.
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (!record) return;
      times.push(responseTime);
      if (statusCode >= 400 || (statusCode >= 300 && statusCode !== 304)) errors++;
    });
  });
  return { result, times, errors: errors + result.errors + result.timeouts };
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
    bytesPerAnswer: result.requests.total ? result.throughput.total / result.requests.total : 0,
  };
}
