/**
 * The storefront's first view drawn on the server, for an anonymous visitor of a public page
 * (home, brand, category, search, product): the page's content is in the HTML, so it paints
 * before the scripts have downloaded, and the browser hydrates it (main.tsx). Signed-in visitors,
 * other pages and anything that fails here get the plain SPA shell, as before.
 *
 * Built by `vite build --ssr` into dist-server/ and loaded by the API (plugins/spa.ts), which
 * hands it the built index.html (whose one stylesheet styles every page), its own routes as
 * `fetch` and its sanitizer.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import type { ServerPageHandle } from './app/lazy-page';
import { AppProvider } from './app/provider';
import { routes } from './app/routes-table';
import { setHtmlSanitizer } from './components/ui/safe-html/safe-html';
import { setApiTransport } from './lib/api-client';
import { firstViewStateScript, type FirstViewState } from './lib/first-view';
import type { HeadMeta } from './lib/page-meta';
import { createQueryClient } from './lib/query-client';

export interface FirstViewOptions {
  /** The built index.html. */
  template: string;
  /** Answers `/api/...` requests, anonymously, without leaving the process. */
  fetch: typeof fetch;
  /** The sanitizer descriptions were stored through (the browser uses DOMPurify). */
  sanitizeHtml: (html: string) => string;
}

/**
 * Data a page asks for may depend on earlier answers (the product waits for the session), so the
 * page is drawn again after each round of answers, at most this many times; what is still missing
 * then is drawn loading, as the browser would.
 */
const MAX_ROUNDS = 4;

const handler = createStaticHandler(routes);

/** Queries the last drawing asked for and nobody has fetched yet. */
function waitingQueries(queryClient: QueryClient): Query[] {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => {
      if (query.state.status !== 'pending' || query.state.fetchStatus !== 'idle') return false;
      const enabled = (query.options as { enabled?: boolean | ((q: Query) => boolean) }).enabled;
      return typeof enabled === 'function' ? enabled(query) : enabled !== false;
    });
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** The template's title and description made the page's own (functions: see the root below). */
function withHead(template: string, head: HeadMeta | null): string {
  if (!head?.title) return template;
  const { title, description } = head;
  const titled = template.replace(
    /<title>[^<]*<\/title>/,
    () => `<title>${escapeHtml(title)}</title>`,
  );
  if (description === undefined) return titled;
  return titled.replace(
    /(<meta\s+name="description"\s+content=")[^"]*(")/,
    (_, before: string, after: string) => `${before}${escapeHtml(description)}${after}`,
  );
}

// React writes the preloads of the drawn page's first images at the start of its markup.
const IMAGE_PRELOADS = /^(?:<link rel="preload" as="image"[^>]*>)+/;

/**
 * The page's image preloads, taken to the head before its scripts: at the end of the head they
 * came after every script and the stylesheet, and a slow phone fetched the largest image last.
 */
function splitImagePreloads(html: string): { preloads: string; body: string } {
  const preloads = IMAGE_PRELOADS.exec(html)?.[0] ?? '';
  return { preloads, body: html.slice(preloads.length) };
}

/**
 * The HTTP status of the page at `url`, whoever asks: 404 for an address no route serves and for
 * a record page whose record the API does not have (a product withdrawn, a mistyped id). The
 * browser draws the same 'no encontrada' page either way; the status tells search engines and
 * links checkers.
 */
export function createPageStatus({ fetch }: Pick<FirstViewOptions, 'fetch'>) {
  return async function pageStatus(url: string): Promise<number> {
    const context = await handler.query(new Request(new URL(url, 'http://localhost')));
    if (context instanceof Response) return 200;
    const leaf = context.matches.at(-1);
    if (!leaf || leaf.route.path === '*') return 404;
    const probe = (leaf.route.handle as ServerPageHandle | undefined)?.probe;
    if (!probe) return 200;
    const api = probe(leaf.params);
    if (api === null) return 404;
    return (await fetch(api)).status === 404 ? 404 : 200;
  };
}

export function createFirstViewRenderer(options: FirstViewOptions) {
  setApiTransport(options.fetch);
  setHtmlSanitizer(options.sanitizeHtml);
  const { template } = options;

  /** The whole HTML of `url` ('/product/12?x=1'), or null where the SPA shell answers. */
  return async function renderFirstView(url: string): Promise<string | null> {
    const context = await handler.query(new Request(new URL(url, 'http://localhost')));
    if (context instanceof Response) return null;
    const leaf = context.matches.at(-1)?.route.handle as ServerPageHandle | undefined;
    if (!leaf?.drawnOnServer || context.errors) return null;

    const queryClient = createQueryClient();
    const router = createStaticRouter(handler.dataRoutes, context);
    let head: HeadMeta | null = null;
    const collectHead = (meta: HeadMeta) => {
      head = meta;
    };
    const draw = () =>
      renderToString(
        <StrictMode>
          <AppProvider queryClient={queryClient} collectHead={collectHead}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProvider>
        </StrictMode>,
      );
    let html = draw();
    for (let round = 0; round < MAX_ROUNDS; round++) {
      const waiting = waitingQueries(queryClient);
      if (!waiting.length) break;
      await Promise.all(
        waiting.map((query) =>
          queryClient.prefetchQuery({ ...query.options, queryKey: query.queryKey }),
        ),
      );
      html = draw();
    }
    // A failed answer is drawn as still loading, the state the browser starts from: it asks again.
    const cache = queryClient.getQueryCache();
    const failed = cache.getAll().filter((query) => query.state.status === 'error');
    if (failed.length) {
      for (const query of failed) cache.remove(query);
      html = draw();
    }

    const state: FirstViewState = { queries: dehydrate(queryClient) };
    // A function, not a string: a replacement string reads $` $' $& in the shop's own text (a
    // description, a product name) as 'the template before/after/matched', which put the head's
    // scripts inside #root.
    const { preloads, body } = splitImagePreloads(html);
    return withHead(template, head)
      .replace('<script', () => `${preloads}<script`)
      .replace(
        '<div id="root"></div>',
        () => `<div id="root">${body}</div>${firstViewStateScript(state)}`,
      );
  };
}
