import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createRedisVersion } from './redis-version';

const log = { warn: () => {} };

// Shop processes on one database share the version; CI sets REDIS_URL when the machine runs Redis.
describe.runIf(process.env.REDIS_URL)('Redis catalogue version', () => {
  const redis = new Redis(process.env.REDIS_URL ?? '');
  const namespace = `test:${randomUUID()}`;
  afterAll(async () => {
    await redis.del(`${namespace}:catalogue-version`);
    redis.disconnect();
  });

  it("shows one process's bump to the other, and never moves back", async () => {
    const a = await createRedisVersion(redis, namespace, log);
    const b = await createRedisVersion(redis, namespace, log);
    const heard = new Promise<void>((resolve) => b.onChange(resolve));
    const before = b.current();
    await a.bump();
    // The bumping process knows at once; the other hears it on the channel.
    expect(a.current()).toBeGreaterThan(before);
    await heard;
    expect(b.current()).toBe(a.current());

    // Redis lost its keys (it keeps nothing on disk): the next bump still moves forward.
    await redis.del(`${namespace}:catalogue-version`);
    const last = a.current();
    await a.bump();
    expect(a.current()).toBe(last + 1);
    await Promise.all([a.close(), b.close()]);
  });
});
