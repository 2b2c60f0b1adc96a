import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** What a successful call of a write does to what the catalogue answers show. */
export type CatalogueEffect = 'changes' | 'untouched';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Declared by every POST, PUT, PATCH and DELETE route: 'changes' when a successful call can
     * change what GET /api/products or /api/products/{id} answer (the cached answers are dropped),
     * 'untouched' when it cannot. A write without it stops the start.
     */
    catalogue?: CatalogueEffect;
  }
  interface FastifyInstance {
    /** Each write's declared effect on the catalogue, "METHOD /url" as the route is declared. */
    catalogueEffects: ReadonlyMap<string, CatalogueEffect>;
  }
  interface FastifyRequest {
    /** Set by a catalogue write that found it changed nothing the catalogue shows this time. */
    catalogueUnchanged: boolean;
  }
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * A write declared 'changes' that changed nothing the catalogue answers show this time (an order
 * that left units of every product it took): the cached answers stay.
 */
export const leaveCatalogueAsIs = (request: FastifyRequest) => {
  request.catalogueUnchanged = true;
};

/**
 * Moves the catalogue version on after each successful write declared 'changes', before its
 * answer leaves: the caller's next read sees the change (docs/decisions/014-catalogue-cache.md).
 */
export const catalogueWritesPlugin = fp(
  async (app: FastifyInstance, opts: { bump: () => Promise<void> }) => {
    const effects = new Map<string, CatalogueEffect>();
    app.decorate('catalogueEffects', effects);
    app.decorateRequest('catalogueUnchanged', false);
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) {
        if (!WRITES.has(method)) continue;
        const effect = route.config?.catalogue;
        if (!effect)
          throw new Error(
            `${method} ${route.url}: declare config.catalogue ('changes' or 'untouched')`,
          );
        effects.set(`${method} ${route.url}`, effect);
      }
    });
    app.addHook('onSend', async (request, reply, payload) => {
      if (
        reply.statusCode < 400 &&
        !request.catalogueUnchanged &&
        request.routeOptions.config?.catalogue === 'changes'
      )
        await opts.bump();
      return payload;
    });
  },
);
