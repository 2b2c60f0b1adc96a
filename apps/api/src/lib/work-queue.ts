import type { AppError } from './errors';

export interface WorkQueueOptions {
  /** Tasks running at once. */
  concurrent: number;
  /** Tasks allowed to wait for a free slot; one more is refused at once. */
  queued: number;
  /** Tasks one owner (a client address) may have running or waiting; one more is refused. */
  perOwner: number;
  /** The refusal when the line, or the owner's share of it, is full. */
  busy: () => AppError;
}

interface Waiter {
  owner: string | undefined;
  start: () => void;
}

/**
 * Runs costly tasks a few at a time and refuses at once instead of letting a line grow without
 * end. An owner runs one task at a time and holds a small share of the line, and a free slot goes
 * to the first waiter whose owner runs nothing: a burst from one address costs its sender 429s
 * and its own waiting, never other people's.
 */
export function createWorkQueue({ concurrent, queued, perOwner, busy }: WorkQueueOptions) {
  let running = 0;
  const waiting: Waiter[] = [];
  const runningBy = new Set<string>();
  const heldBy = new Map<string, number>();

  const canStart = (owner: string | undefined) =>
    running < concurrent && (owner === undefined || !runningBy.has(owner));
  const start = (owner: string | undefined) => {
    running += 1;
    if (owner !== undefined) runningBy.add(owner);
  };
  const finish = (owner: string | undefined) => {
    running -= 1;
    if (owner !== undefined) runningBy.delete(owner);
    const next = waiting.findIndex((w) => canStart(w.owner));
    if (next >= 0) waiting.splice(next, 1)[0]!.start();
  };
  const hold = (owner: string | undefined) => {
    if (owner === undefined) return;
    const n = heldBy.get(owner) ?? 0;
    if (n >= perOwner) throw busy();
    heldBy.set(owner, n + 1);
  };
  const letGo = (owner: string | undefined) => {
    if (owner === undefined) return;
    const n = (heldBy.get(owner) ?? 1) - 1;
    if (n > 0) heldBy.set(owner, n);
    else heldBy.delete(owner);
  };

  return {
    async run<T>(task: () => Promise<T>, owner?: string): Promise<T> {
      const now = canStart(owner);
      if (!now && waiting.length >= queued) throw busy();
      hold(owner);
      try {
        if (now) start(owner);
        else
          await new Promise<void>((resolve) =>
            waiting.push({ owner, start: () => (start(owner), resolve()) }),
          );
        try {
          return await task();
        } finally {
          finish(owner);
        }
      } finally {
        letGo(owner);
      }
    },
  };
}
export type WorkQueue = ReturnType<typeof createWorkQueue>;
