import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * JSON bodies, where an empty one is no body: clients send `Content-Type: application/json` with
 * nothing on body-less actions such as POST /api/quote, and each route's schema decides whether it
 * needs one (docs/architecture.md, "The contract"). A malformed body is the caller's mistake: the
 * error handler answers it in Spanish.
 */
export const jsonBodyPlugin = fp(async (app: FastifyInstance) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch (err) {
      done(Object.assign(err as Error, { statusCode: 400 }), undefined);
    }
  });
});
