import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by a catalogue write that found it changed nothing the catalogue shows this time. */
    catalogueUnchanged: boolean;
  }
}

/**
 * A write of `writes` that changed nothing the catalogue answers show this time (an order that left
 * units of every product it took): the cached answers stay.
 */
export const leaveCatalogueAsIs = (request: FastifyRequest) => {
  request.catalogueUnchanged = true;
};

/**
 * Moves the catalogue version on after each successful write of `writes` ("METHOD /url" as the
 * route is declared), before its answer leaves: the caller's next read sees the change.
 */
export const catalogueWritesPlugin = fp(
  async (
    app: FastifyInstance,
    opts: { writes: ReadonlySet<string>; bump: () => Promise<void> },
  ) => {
    app.decorateRequest('catalogueUnchanged', false);
    app.addHook('onSend', async (request, reply, payload) => {
      if (
        reply.statusCode < 400 &&
        !request.catalogueUnchanged &&
        opts.writes.has(`${request.method} ${request.routeOptions.url}`)
      )
        await opts.bump();
      return payload;
    });
  },
);
