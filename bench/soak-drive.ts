import { residentBytes } from './process-memory';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** `workers` shoppers, each starting an action as soon as its last one ended; answers actions/s. */
export async function closedLoop(action: () => Promise<void>, workers: number, seconds: number) {
  const started = performance.now();
  const end = started + seconds * 1000;
  let done = 0;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (performance.now() < end) {
        await action();
        done++;
      }
    }),
  );
  return done / ((performance.now() - started) / 1000);
}

/**
 * An open loop: actions started at `rate` per second whether or not the earlier ones have ended
 * (a slow shop gets the same arrivals, as from real shoppers), for `seconds`; waits for the last.
 * Answers how many were started.
 */
export async function fixedRate(action: () => Promise<void>, rate: number, seconds: number) {
  const started = performance.now();
  const running = new Set<Promise<void>>();
  let sent = 0;
  for (;;) {
    const elapsed = performance.now() - started;
    if (elapsed >= seconds * 1000) break;
    for (const due = Math.floor((elapsed / 1000) * rate); sent < due; sent++) {
      const run = action().finally(() => running.delete(run));
      running.add(run);
    }
    await sleep(2);
  }
  await Promise.all(running);
  return sent;
}

/** The resident memory of process `pid`, read every `everyMs` until stop() is called. */
export function sampleMemory(pid: number, everyMs = 1000) {
  const samples: { at: number; bytes: number }[] = [];
  const origin = performance.now();
  let sampling = true;
  const done = (async () => {
    while (sampling) {
      samples.push({ at: performance.now() - origin, bytes: await residentBytes(pid) });
      await sleep(everyMs);
    }
  })();
  return {
    /** The samples taken in [fromMs, toMs) since sampling began. */
    between: (fromMs: number, toMs: number) =>
      samples.filter((s) => s.at >= fromMs && s.at < toMs).map((s) => s.bytes),
    async stop() {
      sampling = false;
      await done;
    },
  };
}
