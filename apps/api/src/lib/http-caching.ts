import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Whether the request's Accept-Encoding offers `name` (and not with q=0). */
const offers = (accepted: string, name: string) =>
  accepted.split(',').some((part) => {
    const [token, ...params] = part.trim().split(';');
    return token === name && !params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p));
  });

/** The encoding to send a body already compressed both ways in: brotli first, then gzip, else none. */
function preferredEncoding(request: FastifyRequest): 'br' | 'gzip' | null {
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

/** A strong entity tag for a body that is sent as it is: a digest of its bytes. */
export const entityTag = (body: string | Buffer) =>
  `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;

/** A body with the compressed copies made of it ahead of time (either may be missing). */
export interface Precompressed {
  body: string | Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/** Adds `field` to the answer's Vary header, keeping what other code already put there. */
export function addVary(reply: FastifyReply, field: string): void {
  const current = reply.getHeader('Vary');
  const fields = current === undefined ? [] : String(current).split(/,\s*/);
  if (!fields.some((f) => f.toLowerCase() === field.toLowerCase())) fields.push(field);
  reply.header('Vary', fields.join(', '));
}

/**
 * Sends a body in the encoding the request prefers among the copies compressed ahead of time,
 * else as it is. @fastify/compress leaves an answer that already has a Content-Encoding, so no
 * compression is paid per request.
 */
export function sendPrecompressed(
  request: FastifyRequest,
  reply: FastifyReply,
  { body, br, gzip }: Precompressed,
): FastifyReply {
  if (br || gzip) addVary(reply, 'Accept-Encoding');
  const encoding = preferredEncoding(request);
  const encoded = encoding && { br, gzip }[encoding];
  if (!encoding || !encoded) return reply.send(body);
  return reply.header('Content-Encoding', encoding).send(encoded);
}
