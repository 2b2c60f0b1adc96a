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
