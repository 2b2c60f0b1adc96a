import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedAnswer } from './answer-cache';

/** How long a browser or a proxy may reuse a public catalogue answer before asking again. */
export const PUBLIC_MAX_AGE_SECONDS = 30;

/** The encoding to send a cached answer in: brotli first, then gzip, else none. */
function encodingFor(request: FastifyRequest): 'br' | 'gzip' | null {
  const accepted = (request.headers['accept-encoding'] ?? '').toLowerCase();
  const offers = (name: string) =>
    accepted.split(',').some((part) => {
      const [token, ...params] = part.trim().split(';');
      return token === name && !params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p));
    });
  if (offers('br')) return 'br';
  if (offers('gzip')) return 'gzip';
  return null;
}

const matches = (ifNoneMatch: string | undefined, etag: string) =>
  !!ifNoneMatch &&
  ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });

/**
 * Sends a cached JSON answer as it is. A public one (the caller is anonymous) carries its ETag and
 * a short max-age and answers 304 to a matching If-None-Match; a private one is left to the
 * cache-control plugin's `private, no-store`. Bodies compressed at fill time skip the per-request
 * compression (@fastify/compress leaves an answer that already has a Content-Encoding).
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
    if (matches(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  }
  if (answer.encoded) reply.header('Vary', 'Accept-Encoding');
  const encoding = answer.encoded && encodingFor(request);
  if (!encoding) return reply.send(answer.body);
  reply.header('Content-Encoding', encoding);
  return reply.send(answer.encoded![encoding]);
}
