import { existsSync } from 'node:fs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { matchesEtag, sendPrecompressed } from '../lib/http-caching';
import { notFound } from '../lib/errors';
import { loadWebBuild, type BuiltFile } from '../lib/web-build';

function sendBuilt(request: FastifyRequest, reply: FastifyReply, file: BuiltFile) {
  reply
    .header('Content-Type', file.type)
    .header('Cache-Control', file.immutable ? 'public, max-age=31536000, immutable' : 'no-cache')
    .header('ETag', file.etag);
  if (file.br || file.gzip) reply.header('Vary', 'Accept-Encoding');
  if (matchesEtag(request, file.etag)) return reply.code(304).send();
  return sendPrecompressed(request, reply, file);
}

/**
 * Serves the built SPA from the same origin as the API, with history fallback: any GET that is
 * not an API path or a file gets index.html. Hashed assets are cached for a year; index.html never.
 * Files go out brotli- or gzip-compressed from the build's own siblings when the browser accepts
 * it, from memory (lib/web-build.ts). A missing file under /assets/ is a 404, not the page: a
 * browser holding an older build must not run HTML as a script.
 */
export const spaPlugin = fp(async (app: FastifyInstance, opts: { root: string }) => {
  const hasWeb = existsSync(`${opts.root}/index.html`);
  const files = hasWeb ? await loadWebBuild(opts.root) : new Map<string, BuiltFile>();
  for (const [url, file] of files) {
    app.get(url, { schema: { hide: true } }, async (request, reply) =>
      sendBuilt(request, reply, file),
    );
  }
  const page = files.get('/index.html');
  app.setNotFoundHandler((request, reply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api/') &&
      !request.url.startsWith('/assets/');
    if (page && isPage) return sendBuilt(request, reply, page);
    throw notFound('La ruta solicitada no existe.');
  });
});
