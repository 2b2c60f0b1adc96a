import rateLimit, { type RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { rateLimited } from '../lib/errors';
import { servedInProcess } from '../lib/in-process';

/**
 * Per-route limits (a route opts in with `config.rateLimit`), answered in Spanish; counted in
 * Redis when the processes share one (`store`).
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance, store: Pick<RateLimitPluginOptions, 'redis' | 'nameSpace'>) => {
    await app.register(rateLimit, {
      global: false,
      ...store,
      errorResponseBuilder: () => rateLimited(),
      // The server's own reads (first views) are never counted against 127.0.0.1.
      allowList: () => servedInProcess(),
    });
  },
);
