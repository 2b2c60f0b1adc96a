import type { Answer } from './soak-http';
import { percentile } from './timing';

/** What a shopper's action does: the mix of the soak is over these. */
export const KINDS = ['browse', 'search', 'cart', 'order'] as const;
export type Kind = (typeof KINDS)[number];

const EXAMPLES_KEPT = 10;

/**
 * Every request of a run: counted by kind, failures counted and a few described, and each answer's
 * time kept in the window (minute) its request started in, from when measuring began.
 */
export function createRecorder(windowMs = 60_000) {
  const requests: Record<Kind, number> = { browse: 0, search: 0, cart: 0, order: 0 };
  const examples: string[] = [];
  let errors = 0;
  let origin: number | undefined;
  const windows: number[][] = [];

  const fail = (description: string) => {
    errors++;
    if (examples.length < EXAMPLES_KEPT) examples.push(description);
  };

  return {
    /**
     * Times one request. Answers it when its status is the expected one (any 2xx unless said),
     * undefined otherwise: the failure is counted and the action stops there.
     */
    async call(
      kind: Kind,
      label: string,
      send: () => Promise<Answer>,
      expected?: number,
    ): Promise<Answer | undefined> {
      requests[kind]++;
      const started = performance.now();
      let answer: Answer;
      try {
        answer = await send();
      } catch (err) {
        fail(`${label}: ${err instanceof Error ? err.message : String(err)}`);
        return undefined;
      }
      if (origin !== undefined && started >= origin) {
        const window = Math.floor((started - origin) / windowMs);
        (windows[window] ??= []).push(performance.now() - started);
      }
      const ok = expected
        ? answer.status === expected
        : answer.status >= 200 && answer.status < 300;
      if (!ok) {
        fail(`${label}: ${answer.status} ${answer.raw.subarray(0, 300).toString('utf8')}`);
        return undefined;
      }
      return answer;
    },
    /** A wrong answer that came with a good status (a replay that named another order). */
    fail,
    /** Answer times are kept from now on, by window. */
    startMeasuring() {
      origin = performance.now();
    },
    requests: () => ({ ...requests }),
    total: () => KINDS.reduce((sum, k) => sum + requests[k], 0),
    errors: () => errors,
    examples: () => [...examples],
    /** p95 of each full window measured so far (a last partial window is left out). */
    windowP95s(fullWindows: number): number[] {
      return windows.slice(0, fullWindows).map((times) => {
        times.sort((a, b) => a - b);
        return percentile(times, 0.95);
      });
    },
    /** Every measured answer's time, whatever its window. */
    allTimes: () => windows.flat().sort((a, b) => a - b),
  };
}
export type Recorder = ReturnType<typeof createRecorder>;
