import type { Redis } from 'ioredis';

/**
 * Counts failures per key in a fixed window (failed sign-ins per IP and per e-mail).
 * In Redis when REDIS_URL is set, so every API process sees the same counts.
 */
export interface AttemptLimiter {
  isBlocked(key: string, max: number): Promise<boolean>;
  fail(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

export function createMemoryLimiter(windowMs: number): AttemptLimiter {
  const counts = new Map<string, { n: number; until: number }>();
  const current = (key: string) => {
    const entry = counts.get(key);
    if (!entry || entry.until <= Date.now()) {
      counts.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    async isBlocked(key, max) {
      return (current(key)?.n ?? 0) >= max;
    },
    async fail(key) {
      const entry = current(key);
      if (entry) entry.n += 1;
      else counts.set(key, { n: 1, until: Date.now() + windowMs });
    },
    async reset(key) {
      counts.delete(key);
    },
  };
}

export function createRedisLimiter(redis: Redis, windowMs: number): AttemptLimiter {
  const k = (key: string) => `tienda:attempts:${key}`;
  return {
    async isBlocked(key, max) {
      return Number((await redis.get(k(key))) ?? 0) >= max;
    },
    async fail(key) {
      const n = await redis.incr(k(key));
      if (n === 1) await redis.pexpire(k(key), windowMs);
    },
    async reset(key) {
      await redis.del(k(key));
    },
  };
}
