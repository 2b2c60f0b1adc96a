import type { Redis } from 'ioredis';

/**
 * Counts attempts per key in a fixed window (sign-ins per IP and per e-mail, wrong current
 * passwords per account). In Redis when REDIS_URL is set, so every API process sees the same counts.
 *
 * An attempt is counted before the costly check it guards, in one atomic step: simultaneous
 * requests cannot all read "not blocked" and then all be checked.
 */
export interface AttemptLimiter {
  /** Counts this attempt; false when it goes past `max` in the current window. */
  hit(key: string, max: number): Promise<boolean>;
  /** Takes one attempt back (it succeeded, or was never checked). */
  forgive(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

export interface MemoryLimiter extends AttemptLimiter {
  /** Keys held now (tests). */
  readonly size: number;
  /** Stops the sweep (the server closing). */
  close(): void;
}

/**
 * Counts in this process only (no REDIS_URL). Every IP and e-mail that tries once leaves a key, and
 * most never come back to be read, so a sweep each window drops the expired ones: a key lives at
 * most two windows, and the map holds no more than the keys seen in that time.
 */
export function createMemoryLimiter(windowMs: number): MemoryLimiter {
  const counts = new Map<string, { n: number; until: number }>();
  const sweep = setInterval(() => {
    const now = Date.now();
    for (const [key, entry] of counts) if (entry.until <= now) counts.delete(key);
  }, windowMs);
  // The sweep alone must not keep a process alive that has nothing else to do.
  sweep.unref();
  const current = (key: string) => {
    const entry = counts.get(key);
    if (!entry || entry.until <= Date.now()) {
      counts.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    // No await between reading and writing the count: one process, one atomic step.
    async hit(key, max) {
      const entry = current(key) ?? { n: 0, until: Date.now() + windowMs };
      entry.n += 1;
      counts.set(key, entry);
      return entry.n <= max;
    },
    async forgive(key) {
      const entry = current(key);
      if (entry) entry.n = Math.max(0, entry.n - 1);
    },
    async reset(key) {
      counts.delete(key);
    },
    get size() {
      return counts.size;
    },
    close() {
      clearInterval(sweep);
    },
  };
}

// The count and its expiry in one script, so a crash between them cannot leave a key that never expires.
const HIT_SCRIPT = `
local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return n`;
const FORGIVE_SCRIPT = `
if redis.call('GET', KEYS[1]) and tonumber(redis.call('GET', KEYS[1])) > 0 then
  return redis.call('DECR', KEYS[1])
end
return 0`;

/** `prefix` is the shop's own (app.ts): another shop or test run on the same Redis keeps its counts. */
export function createRedisLimiter(redis: Redis, windowMs: number, prefix: string): AttemptLimiter {
  const k = (key: string) => `${prefix}:attempts:${key}`;
  return {
    async hit(key, max) {
      const n = Number(await redis.eval(HIT_SCRIPT, 1, k(key), windowMs));
      return n <= max;
    },
    async forgive(key) {
      await redis.eval(FORGIVE_SCRIPT, 1, k(key));
    },
    async reset(key) {
      await redis.del(k(key));
    },
  };
}
