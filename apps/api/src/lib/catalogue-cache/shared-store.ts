import type { Redis } from 'ioredis';

/** An answer another process made, with the time its copy has left in the store. */
export interface SharedAnswer {
  body: string;
  remainingMs: number;
}

/** Where processes share finished answers: Redis strings that expire on their own. */
export interface SharedAnswerStore {
  get(key: string): Promise<SharedAnswer | null>;
  set(key: string, body: string, ttlMs: number): Promise<void>;
}

/** A Redis failure is a cache miss, never an error of the request. */
export function createRedisAnswerStore(redis: Redis, namespace: string): SharedAnswerStore {
  const prefix = `${namespace}:catalogue-answer:`;
  return {
    get: async (key) => {
      // Body and time left read together, so a copy taken never outlives the one in the store.
      const read = await redis
        .multi()
        .get(prefix + key)
        .pttl(prefix + key)
        .exec()
        .catch(() => null);
      const [body, remainingMs] = (read ?? []).map(([err, value]) => (err ? null : value));
      return typeof body === 'string' && typeof remainingMs === 'number' && remainingMs > 0
        ? { body, remainingMs }
        : null;
    },
    set: async (key, body, ttlMs) => {
      await redis
        .set(prefix + key, body, 'PX', Math.max(1, Math.round(ttlMs)))
        .catch(() => undefined);
    },
  };
}
