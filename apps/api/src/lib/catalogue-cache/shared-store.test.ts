import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createRedisAnswerStore } from './shared-store';

// CI sets REDIS_URL when the machine runs Redis.
describe.runIf(process.env.REDIS_URL)('Redis answer store', () => {
  const redis = new Redis(process.env.REDIS_URL ?? '');
  const namespace = `test:${randomUUID()}`;
  afterAll(async () => {
    const keys = await redis.keys(`${namespace}:*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  });

  it('answers a body with the time its copy has left, and nothing once it expired', async () => {
    const store = createRedisAnswerStore(redis, namespace);
    await store.set('k', '{"a":1}', 2_000);
    const copy = await store.get('k');
    expect(copy?.body).toBe('{"a":1}');
    expect(copy?.remainingMs).toBeGreaterThan(1_000);
    expect(copy?.remainingMs).toBeLessThanOrEqual(2_000);

    await store.set('short', '{}', 30);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(await store.get('short')).toBeNull();
    expect(await store.get('never-set')).toBeNull();
  });

  it('turns a Redis failure into a miss', async () => {
    const down = new Redis({
      port: 1,
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    down.on('error', () => {});
    const store = createRedisAnswerStore(down, namespace);
    await store.set('k', '{}', 1_000);
    expect(await store.get('k')).toBeNull();
    down.disconnect();
  });
});
