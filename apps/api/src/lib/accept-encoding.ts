import type { FastifyRequest } from 'fastify';

/** Whether the request's Accept-Encoding offers `name` (and not with q=0). */
const offers = (accepted: string, name: string) =>
  accepted.split(',').some((part) => {
    const [token, ...params] = part.trim().split(';');
    return token === name && !params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p));
  });

/** The encoding to send a body already compressed both ways in: brotli first, then gzip, else none. */
export function preferredEncoding(request: FastifyRequest): 'br' | 'gzip' | null {
  const accepted = (request.headers['accept-encoding'] ?? '').toLowerCase();
  if (offers(accepted, 'br')) return 'br';
  if (offers(accepted, 'gzip')) return 'gzip';
  return null;
}

/** Whether If-None-Match names the entity tag (or any). */
export function matchesEtag(request: FastifyRequest, etag: string): boolean {
  const ifNoneMatch = request.headers['if-none-match'];
  return (
    !!ifNoneMatch &&
    ifNoneMatch.split(',').some((tag) => {
      const t = tag.trim();
      return t === '*' || t === etag || t === `W/${etag}`;
    })
  );
}
