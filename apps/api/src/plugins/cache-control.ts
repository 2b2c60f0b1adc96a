import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The answer is the same for every caller, signed in or not, so shared caches may keep it
     * under the Cache-Control the route sets. Without it every API answer is private.
     */
    publicCache?: boolean;
  }
}

/**
 * Every API answer defaults to `private, no-store` with `Vary: Cookie, Authorization`: most of
 * them depend on the session (prices, cart, account), and one forgotten header would let a
 * proxy or the browser's back button hand one person's answer to another. Routes opt out by
 * declaring `config: { publicCache: true }`; an error is never cached.
 */
export const cacheControlPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.url.startsWith('/api/')) return payload;
    if (request.routeOptions.config?.publicCache && reply.statusCode < 400) {
      if (!reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-cache');
      return payload;
    }
    reply.header('Cache-Control', 'private, no-store');
    reply.header('Vary', 'Cookie, Authorization');
    return payload;
  });
});
