import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { WOMPI_EVENTS_PATH } from '../config';

/** Wompi's raw event body: at most what a transaction event needs, with room to spare. */
const EVENT_MAX_BYTES = 64 * 1024;

/**
 * The gateway's events: public, gated by the checksum instead of a session. The body is read as
 * text so the stored copy is exactly what arrived.
 */
export const paymentEventRoutes =
  (receive: (body: string, checksum?: string) => Promise<string>): FastifyPluginAsyncZod =>
  async (app) => {
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: EVENT_MAX_BYTES },
      (_request, body, done) => done(null, String(body)),
    );

    app.post(
      WOMPI_EVENTS_PATH.replace(/^\/api/, ''),
      {
        config: {
          catalogue: 'untouched',
          errors: ['EVENT_SIGNATURE_INVALID', 'EVENT_MISMATCH'],
        },
        schema: {
          tags: ['payments'],
          summary:
            "Wompi's events (transaction.updated): stored raw, checksum verified, each (transaction, status) applied once; 200 for an unknown reference, 400 for a bad checksum, 422 for an amount or currency that differs",
          body: z.string({ error: 'El evento debe ser JSON.' }),
          headers: z.object({ 'x-event-checksum': z.string().max(128).optional() }),
          response: { 200: z.object({ received: z.literal(true) }) },
        },
      },
      async (request) => {
        await receive(request.body, request.headers['x-event-checksum']);
        return { received: true as const };
      },
    );
  };
