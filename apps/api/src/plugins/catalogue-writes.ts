import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Moves the catalogue version on after each successful write of `writes` ("METHOD /url" as the
 * route is declared), before its answer leaves: the caller's next read sees the change.
 */
export const catalogueWritesPlugin = fp(
  async (
    app: FastifyInstance,
    opts: { writes: ReadonlySet<string>; bump: () => Promise<void> },
  ) => {
    app.addHook('onSend', async (request, reply, payload) => {
      if (
        reply.statusCode < 400 &&
        opts.writes.has(`${request.method} ${request.routeOptions.url}`)
      )
        await opts.bump();
      return payload;
    });
  },
);
