import { Agent, request } from 'node:http';
import type { LoadOptions, LoadResult } from './load';

const percentile = (sorted: number[], q: number) =>
  sorted.length ? sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)]! : NaN;

/**
 * Closed-loop load through Node's own HTTP client (llhttp, native), for answers autocannon cannot
 * read fast enough: its JavaScript parser takes a brotli-compressed 110 KB script at about 450
 * answers a second even from a bare Node server, a ceiling of the client, not of the shop.
 */
export async function nodeHttpLoad(opts: LoadOptions): Promise<LoadResult> {
  const connections = opts.connections ?? 50;
  const run = (seconds: number) =>
    new Promise<{ times: number[]; errors: number; bytes: number }>((resolve) => {
      const agent = new Agent({ keepAlive: true, maxSockets: connections });
      const times: number[] = [];
      let errors = 0;
      let bytes = 0;
      let active = connections;
      const end = performance.now() + seconds * 1000;
      const next = () => {
        if (performance.now() >= end) {
          if (--active === 0) {
            agent.destroy();
            resolve({ times, errors, bytes });
          }
          return;
        }
        const started = performance.now();
        request(opts.url, { agent, headers: opts.headers }, (res) => {
          res.on('data', (chunk: Buffer) => (bytes += chunk.length));
          res.on('end', () => {
            times.push(performance.now() - started);
            if ((res.statusCode ?? 0) >= 400) errors++;
            next();
          });
        })
          .on('error', () => {
            errors++;
            next();
          })
          .end();
      };
      for (let i = 0; i < connections; i++) next();
    });
  await run(opts.warmupSeconds ?? 2);
  const seconds = opts.seconds ?? 10;
  const { times, errors, bytes } = await run(seconds);
  times.sort((a, b) => a - b);
  return {
    rps: times.length / seconds,
    p50Ms: percentile(times, 0.5),
    p95Ms: percentile(times, 0.95),
    p99Ms: percentile(times, 0.99),
    requests: times.length,
    errors,
    timeouts: 0,
    bytesPerAnswer: times.length ? bytes / times.length : 0,
  };
}
