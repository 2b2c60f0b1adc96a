import { readFile } from 'node:fs/promises';

/** Resident memory of a process in bytes, from /proc/<pid>/status (Linux). */
export async function residentBytes(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = /^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1];
  if (kb === undefined) throw new Error(`Sin VmRSS en /proc/${pid}/status`);
  return Number(kb) * 1024;
}

/**
 * Samples another process's resident memory while `work` runs and answers how far it rose above
 * where it stood when the work began. Sampling every few milliseconds, not VmHWM: the peak of the
 * process's whole life would count what earlier work left behind.
 */
export async function peakGrowth<T>(
  pid: number,
  work: () => Promise<T>,
  everyMs = 10,
): Promise<{ result: T; growthBytes: number }> {
  const before = await residentBytes(pid);
  let peak = before;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      peak = Math.max(peak, await residentBytes(pid));
      await new Promise((r) => setTimeout(r, everyMs));
    }
  })();
  try {
    const result = await work();
    return { result, growthBytes: Math.max(0, peak - before) };
  } finally {
    sampling = false;
    await sampler;
  }
}
