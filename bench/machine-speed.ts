import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

/**
 * The machine's speed per minute: the CPU time one unit of a fixed piece of work costs in a
 * process of its own (bench/machine-speed-probe.ts). On a shared VM the same work cost up to 22 %
 * more in some minutes than in others with nothing else running, which no latency budget of the
 * shop can absorb; shown beside the soak's p95 so a drift can be told from a slower machine.
 */
export function watchMachineSpeed(minutes: number) {
  const child = spawn(
    process.execPath,
    // tsx's loader by its own path: the bench may be started from any folder.
    ['--import', import.meta.resolve('tsx'), join(import.meta.dirname, 'machine-speed-probe.ts')],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const waiting: ((ms: number) => void)[] = [];
  createInterface({ input: child.stdout }).on('line', (line) => waiting.shift()?.(Number(line)));
  child.on('exit', () => waiting.splice(0).forEach((resolve) => resolve(NaN)));
  /** CPU ms per unit since the previous sample (or since the probe started). */
  const sample = () =>
    new Promise<number>((resolve) => {
      if (child.exitCode !== null) return resolve(NaN);
      waiting.push(resolve);
      child.stdin.write('\n');
    });

  const perMinute: Promise<number>[] = [];
  let timer: NodeJS.Timeout | undefined;
  return {
    /** From now on a sample is taken at the end of every minute. */
    start() {
      void sample();
      timer = setInterval(() => perMinute.length < minutes && perMinute.push(sample()), 60_000);
    },
    /** CPU ms per unit in each minute; the probe is stopped. */
    async stop(): Promise<number[]> {
      clearInterval(timer);
      if (perMinute.length < minutes) perMinute.push(sample());
      const values = await Promise.all(perMinute);
      child.stdin.end();
      return values;
    },
    /** Stops the probe whatever happened (a no-op once stopped). */
    close: () => void child.kill(),
  };
}
