import { existsSync } from 'node:fs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AttemptLimiter } from '../lib/attempt-limiter';
import type { AnswerCache, CachedAnswer } from '../lib/catalogue-cache/answer-cache';
import { addVary, matchesEtag, sendPrecompressed } from '../lib/http-caching';
import { notFound } from '../lib/errors';
import { loadFirstViews } from '../lib/first-view';
import { SESSION_COOKIE, SIGNED_IN_COOKIE } from '../lib/session/cookie';
import { loadWebBuild, type BuiltFile } from '../lib/web-build';

function sendBuilt(request: FastifyRequest, reply: FastifyReply, file: BuiltFile, status = 200) {
  reply
    .code(status)
    .header('Content-Type', file.type)
    .header('Cache-Control', file.immutable ? 'public, max-age=31536000, immutable' : 'no-cache')
    .header('ETag', file.etag);
  if (file.br || file.gzip) addVary(reply, 'Accept-Encoding');
  // A 404 is said every time: a 304 would stand for a page that exists.
  if (status === 200 && matchesEtag(request, file.etag)) return reply.code(304).send();
  return sendPrecompressed(request, reply, file);
}

/**
 * A page drawn on the server: never kept by the browser (the catalogue moves under it) and
 * different for a visitor who carries a session, who gets the shell instead.
 */
function sendFirstView(
  request: FastifyRequest,
  reply: FastifyReply,
  view: CachedAnswer,
  status: number,
) {
  reply
    .code(status)
    .header('Content-Type', 'text/html; charset=utf-8')
    .header('Cache-Control', 'no-cache');
  addVary(reply, 'Cookie');
  return sendPrecompressed(request, reply, { body: view.body, ...view.encoded });
}

/** Signed-in pages carry prices and a cart: the browser draws them, as before (ADR 015). */
const carriesSession = (request: FastifyRequest) =>
  Boolean(request.cookies[SESSION_COOKIE] || request.cookies[SIGNED_IN_COOKIE]);

/**
 * Serves the built SPA from the same origin as the API, with history fallback: any GET that is
 * not an API path or a file gets index.html. Hashed assets are cached for a year; index.html never.
 * Files go out brotli- or gzip-compressed from the build's own siblings when the browser accepts
 * it, from memory (lib/web-build.ts). A missing file under /assets/ is a 404, not the page: a
 * browser holding an older build must not run HTML as a script. With `answers` and the web's
 * server build, an anonymous GET of a public storefront page gets that page drawn (ADR 015).
 */
export const spaPlugin = fp(
  async (
    app: FastifyInstance,
    opts: {
      root: string;
      answers?: AnswerCache;
      /** Each new URL costs a render: past `perMinute` an address gets the shell, drawn by its browser. */
      drawnPages?: { limiter: AttemptLimiter; perMinute: number };
    },
  ) => {
    const mayDraw = async (request: FastifyRequest) =>
      !opts.drawnPages ||
      (await opts.drawnPages.limiter.hit(`page:${request.ip}`, opts.drawnPages.perMinute));
    const hasWeb = existsSync(`${opts.root}/index.html`);
    const files = hasWeb ? await loadWebBuild(opts.root) : new Map<string, BuiltFile>();
    for (const [url, file] of files) {
      app.get(url, { schema: { hide: true } }, async (request, reply) =>
        sendBuilt(request, reply, file),
      );
    }
    const page = files.get('/index.html');
    const webPages =
      page && opts.answers
        ? await loadFirstViews(app, {
            webRoot: opts.root,
            template: page.body.toString('utf8'),
            answers: opts.answers,
          })
        : null;
    app.setNotFoundHandler(async (request, reply) => {
      const isPage =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !request.url.startsWith('/api/') &&
        !request.url.startsWith('/assets/');
      if (!page || !isPage) throw notFound('La ruta solicitada no existe.');
      // Without the web's server build every page is the shell, answered 200.
      const status = webPages
        ? await webPages.status(request.url).catch((err: unknown) => {
            request.log.warn({ err, url: request.url }, 'page status not known; answering 200');
            return 200;
          })
        : 200;
      if (
        webPages &&
        request.method === 'GET' &&
        !carriesSession(request) &&
        (await mayDraw(request))
      ) {
        // A page that cannot be drawn still works: the shell draws it in the browser.
        const view = await webPages.view(request.url).catch((err: unknown) => {
          request.log.warn({ err, url: request.url }, 'first view not drawn; serving the shell');
          return null;
        });
        if (view) return sendFirstView(request, reply, view, status);
      }
      return sendBuilt(request, reply, page, status);
    });
  },
);
