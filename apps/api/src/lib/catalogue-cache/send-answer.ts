import type { FastifyReply, FastifyRequest } from 'fastify';
import { matchesEtag, sendPrecompressed } from '../http-caching';
import type { CachedAnswer } from './answer-cache';

/** How long a browser or a proxy may reuse a public catalogue answer before asking again. */
export const PUBLIC_MAX_AGE_SECONDS = 30;

/**
 * Sends a cached JSON answer as it is. A public one (the caller is anonymous) carries its ETag and
 * a short max-age and answers 304 to a matching If-None-Match; a private one is left to the
 * cache-control plugin's `private, no-store`. Bodies compressed at fill time go out as they are.
 */
export function sendCachedAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedAnswer,
  visibility: 'public' | 'private',
): FastifyReply {
  reply.type('application/json; charset=utf-8');
  if (visibility === 'public') {
    reply.header('ETag', answer.etag);
    reply.header('Cache-Control', `public, max-age=${PUBLIC_MAX_AGE_SECONDS}`);
    if (matchesEtag(request, answer.etag)) return reply.code(304).send();
  }
  return sendPrecompressed(request, reply, { body: answer.body, ...answer.encoded });
}
