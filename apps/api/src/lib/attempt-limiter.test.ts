import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createMemoryLimiter, createRedisLimiter, type AttemptLimiter } from './attempt-limiter';

const WINDOW_MS = 60_000;

function behavesAsALimit(limiter: () => AttemptLimiter) {
  it('lets exactly the limit through when 60 attempts arrive at once', async () => {
    const key = `burst-${randomUUID()}`;
    const answers = await Promise.all(Array.from({ length: 60 }, () => limiter().hit(key, 8)));
    expect(answers.filter(Boolean)).toHaveLength(8);
  });

  it('takes an attempt back on forgive and starts over on reset', async () => {
    const key = `forgive-${randomUUID()}`;
    expect(await limiter().hit(key, 1)).toBe(true);
    expect(await limiter().hit(key, 1)).toBe(false);
    await limiter().forgive(key);
    await limiter().forgive(key);
    expect(await limiter().hit(key, 1)).toBe(true);
    await limiter().reset(key);
    expect(await limiter().hit(key, 1)).toBe(true);
  });
}

describe('memory limiter', () => {
  const memory = createMemoryLimiter(WINDOW_MS);
  behavesAsALimit(() => memory);

  it('forgets keys whose window ended even when nobody asks for them again', async () => {
    vi.useFakeTimers();
    try {
      const limiter = createMemoryLimiter(WINDOW_MS);
      for (let i = 0; i < 1000; i++) await limiter.hit(`ip-${i}`, 5);
      vi.advanceTimersByTime(WINDOW_MS / 2);
      await limiter.hit('late', 5);
      expect(limiter.size).toBe(1001);
      vi.advanceTimersByTime(WINDOW_MS / 2);
      // The 1000 early keys are gone without being read; the later one still counts.
      expect(limiter.size).toBe(1);
      expect(await limiter.hit('late', 1)).toBe(false);
      vi.advanceTimersByTime(WINDOW_MS);
      expect(limiter.size).toBe(0);
      limiter.close();
    } finally {
      vi.useRealTimers();
    }
  });
});

// Several API processes share one count in Redis; CI sets REDIS_URL when the machine runs one.
describe.runIf(process.env.REDIS_URL)('Redis limiter', () => {
  const redis = new Redis(process.env.REDIS_URL ?? '', { lazyConnect: true });
  const prefix = `test:${randomUUID()}`;
  afterAll(() => redis.quit());
  behavesAsALimit(() => createRedisLimiter(redis, WINDOW_MS, prefix));

  it('gives a counted key its window as expiry', async () => {
    const key = `expiry-${randomUUID()}`;
    await createRedisLimiter(redis, WINDOW_MS, prefix).hit(key, 5);
    const ttl = await redis.pttl(`${prefix}:attempts:${key}`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(WINDOW_MS);
  });
});
