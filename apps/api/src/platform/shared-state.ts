import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Db } from '../db/client';
import {
  createMemoryLimiter,
  createRedisLimiter,
  type AttemptLimiter,
} from '../lib/attempt-limiter';
import { createAnswerCache } from '../lib/catalogue-cache/answer-cache';
import { cacheNamespace } from './cache-namespace-repository';
import { createRedisVersion } from '../lib/catalogue-cache/redis-version';
import { createRedisAnswerStore } from '../lib/catalogue-cache/shared-store';
import { createMemoryVersion } from '../lib/catalogue-cache/version';

/**
 * What the processes of one shop share: in Redis when one is configured (its keys under one
 * prefix), else in this process. The catalogue version and its cached answers
 * (docs/performance.md), and the counters of the attempt limiters.
 */
export async function sharedState(
  app: FastifyInstance,
  opts: { db: Db; redisUrl?: string; redisPrefix?: string },
) {
  const redis = opts.redisUrl
    ? new Redis(opts.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 })
    : undefined;
  if (redis) app.addHook('onClose', async () => void redis.disconnect());
  const shared = redis && {
    redis,
    namespace: opts.redisPrefix ?? (await cacheNamespace(opts.db)),
  };
  const catalogueVersion = shared
    ? await createRedisVersion(shared.redis, shared.namespace, app.log)
    : createMemoryVersion();
  app.addHook('onClose', async () => catalogueVersion.close());
  return {
    catalogueVersion,
    catalogueAnswers: createAnswerCache({
      version: catalogueVersion,
      ...(shared ? { shared: createRedisAnswerStore(shared.redis, shared.namespace) } : {}),
    }),
    /** Counts attempts per key over a sliding window of `windowMs`. */
    limiter(windowMs: number): AttemptLimiter {
      if (shared) return createRedisLimiter(shared.redis, windowMs, shared.namespace);
      const memory = createMemoryLimiter(windowMs);
      app.addHook('onClose', async () => memory.close());
      return memory;
    },
    /** Where @fastify/rate-limit keeps its counters. */
    rateLimitStore: shared
      ? { redis: shared.redis, nameSpace: `${shared.namespace}:rate-limit:` }
      : {},
  };
}
