import type { FastifyReply, FastifyServerOptions } from 'fastify';
import { frameworkErrorAnswer } from './error-handler';

/** The Fastify server the shop runs on. */
export const serverOptions = (
  opts: Pick<FastifyServerOptions, 'logger' | 'trustProxy'>,
): FastifyServerOptions => ({
  logger: opts.logger ?? false,
  trustProxy: opts.trustProxy ?? false,
  bodyLimit: 1024 * 1024,
  // An unknown key in a request body is an error, not something to drop silently.
  ajv: { customOptions: { removeAdditional: false } },
  frameworkErrors: (err, request, reply) => {
    const answer = frameworkErrorAnswer(err);
    if (answer.statusCode >= 500) request.log.error({ err }, 'router error');
    void (reply as FastifyReply).status(answer.statusCode).send(answer);
  },
});
