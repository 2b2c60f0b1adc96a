import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * What a module's index.ts returns: the route plugins app.ts mounts under /api, and the ports the
 * module offers the others by name (docs/architecture.md, "Module shape").
 */
export interface ShopModule {
  routes: FastifyPluginAsyncZod[];
  ports?: object;
}
