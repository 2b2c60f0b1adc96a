import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
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
});

// Several API processes share one count in Redis; CI sets REDIS_URL when the machine runs one.
describe.runIf(process.env.REDIS_URL)('Redis limiter', () => {
  const redis = new Redis(process.env.REDIS_URL ?? '', { lazyConnect: true });
  afterAll(() => redis.quit());
  behavesAsALimit(() => createRedisLimiter(redis, WINDOW_MS));

  it('gives a counted key its window as expiry', async () => {
    const key = `expiry-${randomUUID()}`;
    await createRedisLimiter(redis, WINDOW_MS).hit(key, 5);
    const ttl = await redis.pttl(`tienda:attempts:${key}`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(WINDOW_MS);
  });
});
