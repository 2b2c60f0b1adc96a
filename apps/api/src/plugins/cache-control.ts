import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * `true`: the answer is the same for every caller, signed in or not, so shared caches may keep
     * it under the Cache-Control the route sets. `'anonymous'`: the same for every anonymous caller
     * (the catalogue without prices); a signed-in caller's answer stays private, and the public one
     * varies with the session headers. Without it every API answer is private.
     */
    publicCache?: boolean | 'anonymous';
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
    const publicCache = request.routeOptions.config?.publicCache;
    const isPublic = publicCache === true || (publicCache === 'anonymous' && !request.auth);
    if (isPublic && reply.statusCode < 400) {
      if (!reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-cache');
      if (publicCache === 'anonymous') {
        const vary = reply.getHeader('vary');
        reply.header('Vary', [vary, 'Cookie, Authorization'].filter(Boolean).join(', '));
      }
      return payload;
    }
    reply.header('Cache-Control', 'private, no-store');
    reply.header('Vary', 'Cookie, Authorization');
    return payload;
  });
});
