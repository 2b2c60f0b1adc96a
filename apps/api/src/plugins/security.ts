import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import fp from 'fastify-plugin';
import { forbidden } from '../lib/errors';
import { SESSION_COOKIE } from '../lib/session/cookie';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request forgery guard for cookie sessions (docs/architecture.md, departure 9): a browser write
 * must come from our own origin. A request whose Origin is foreign is refused; one without Origin
 * that rides on the session cookie must carry X-Requested-With, which no cross-site form can set.
 * Bearer-token API clients are not exposed to CSRF and pass.
 */
function assertSameOrigin(request: FastifyRequest, allowedOrigins: Set<string>) {
  if (SAFE_METHODS.has(request.method) || request.headers.authorization?.startsWith('Bearer '))
    return;
  const origin = request.headers.origin;
  if (origin) {
    const own = `${request.protocol}://${request.host}`;
    if (origin !== own && !allowedOrigins.has(origin)) throw forbidden('CSRF_REJECTED');
    return;
  }
  if (request.cookies[SESSION_COOKIE] && !request.headers['x-requested-with']) {
    throw forbidden('CSRF_REJECTED');
  }
}

/**
 * The headers helmet sets, worked out once: they are the same for every answer, and building
 * helmet's middleware per request (as @fastify/helmet does) cost a tenth of a cached answer.
 */
function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string) => void (headers[name] = value),
    removeHeader: () => {},
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  return headers;
}

export const securityPlugin = fp(async (app: FastifyInstance, opts: { publicUrl?: string }) => {
  const https = opts.publicUrl?.startsWith('https://') ?? false;
  const headers = securityHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        // React's style props (positions, progress widths) are attributes, not style elements.
        styleSrcAttr: ["'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // The RUT viewer frames the PDF it fetched as a Blob ('self' does not cover blob: URLs).
        frameSrc: ["'self'", 'blob:'],
        frameAncestors: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    hsts: https,
    // The RUT viewer embeds our own PDFs, which Chromium's viewer loads cross-origin-isolated otherwise.
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });
  const allowed = new Set(opts.publicUrl ? [new URL(opts.publicUrl).origin] : []);
  app.addHook('onRequest', async (request) => {
    if (request.url.startsWith('/api/')) assertSameOrigin(request, allowed);
  });
});
