import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { notFound } from '../lib/errors';

/**
 * Serves the built SPA from the same origin as the API, with history fallback: any GET that is
 * not an API path or a file gets index.html. Hashed assets are cached for a year; index.html never.
 * Files go out brotli- or gzip-compressed from the build's own siblings when the browser accepts it.
 */
export const spaPlugin = fp(async (app: FastifyInstance, opts: { root: string }) => {
  const hasWeb = existsSync(`${opts.root}/index.html`);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: opts.root,
      wildcard: false,
      index: false,
      // Ours below, not send's default `public, max-age=0`.
      cacheControl: false,
      // The build writes .br and .gz beside each compressible file (apps/web/scripts/precompress.mjs).
      preCompressed: true,
      setHeaders(res, path) {
        res.setHeader(
          'Cache-Control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api/');
    if (hasWeb && isPage) return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    throw notFound('La ruta solicitada no existe.');
  });
});
