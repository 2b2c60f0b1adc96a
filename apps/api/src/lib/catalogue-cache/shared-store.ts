import type { Redis } from 'ioredis';

/** Where processes share finished answers: Redis strings that expire on their own. */
export interface SharedAnswerStore {
  get(key: string): Promise<string | null>;
  set(key: string, body: string, ttlSeconds: number): Promise<void>;
}

/** A Redis failure is a cache miss, never an error of the request. */
export function createRedisAnswerStore(redis: Redis, namespace: string): SharedAnswerStore {
  const prefix = `${namespace}:catalogue-answer:`;
  return {
    get: (key) => redis.get(prefix + key).catch(() => null),
    set: async (key, body, ttlSeconds) => {
      await redis.set(prefix + key, body, 'EX', ttlSeconds).catch(() => undefined);
    },
  };
}
