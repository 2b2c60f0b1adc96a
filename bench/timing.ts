/** Nearest-rank percentile of an ascending list. */
export const percentile = (sorted: number[], q: number) =>
  sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)]!;

/** Reads a whole answer, failing on anything but 2xx; answers its size in bytes. */
export async function download(url: string, init?: RequestInit): Promise<number> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${response.status} en ${url}: ${await response.text()}`);
  let bytes = 0;
  for await (const chunk of response.body!) bytes += (chunk as Uint8Array).byteLength;
  return bytes;
}

/** Milliseconds a piece of work took. */
export async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; result: T }> {
  const started = performance.now();
  const result = await work();
  return { ms: performance.now() - started, result };
}

/** One request at a time: the latency of one user, not the machine's throughput. */
export async function sequentialP95(
  url: string,
  init: RequestInit,
  opts: { warmup: number; runs: number },
): Promise<{ p50Ms: number; p95Ms: number }> {
  const times: number[] = [];
  for (let i = 0; i < opts.warmup + opts.runs; i++) {
    const { ms } = await timed(() => download(url, init));
    if (i >= opts.warmup) times.push(ms);
  }
  times.sort((a, b) => a - b);
  return { p50Ms: percentile(times, 0.5), p95Ms: percentile(times, 0.95) };
}

/**
 * An open-loop probe: one request every `everyMs` whether or not the earlier ones were answered,
 * each timed from when it was due. A closed loop (autocannon) stops sending while the server is
 * stalled, so a stall of seconds touches only a handful of its answers; here it delays every
 * request due during it.
 */
export async function probe(url: string, opts: { everyMs: number; seconds: number }) {
  const times: number[] = [];
  const answers: Promise<void>[] = [];
  const start = performance.now();
  for (let i = 0; i < (opts.seconds * 1000) / opts.everyMs; i++) {
    const due = start + i * opts.everyMs;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    answers.push(download(url).then(() => void times.push(performance.now() - due)));
  }
  await Promise.all(answers);
  times.sort((a, b) => a - b);
  return { p95Ms: percentile(times, 0.95), p99Ms: percentile(times, 0.99), maxMs: times.at(-1)! };
}
