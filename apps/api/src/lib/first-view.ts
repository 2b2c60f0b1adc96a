import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { bogotaDate } from './bogota-date';
import type { AnswerCache, CachedAnswer } from './catalogue-cache/answer-cache';
import { sanitizeRichText } from './html';
import { runInProcess } from './in-process';

/** What apps/web/src/entry-server.tsx exports (its build is plain JavaScript, loaded at start). */
interface FirstViewModule {
  createFirstViewRenderer(options: {
    template: string;
    fetch: typeof fetch;
    sanitizeHtml: (html: string) => string;
  }): (url: string) => Promise<string | null>;
  createPageStatus(options: { fetch: typeof fetch }): (url: string) => Promise<number>;
}

/** The web's pages as the server answers them: drawn for an anonymous visitor, and their status. */
export interface WebPages {
  /** The page drawn (kept like a catalogue answer), or null where the shell answers. */
  view: (url: string) => Promise<CachedAnswer | null>;
  /** 404 for an address no page serves or a record page whose record is missing; else 200. */
  status: (url: string) => Promise<number>;
}

/**
 * The web build's renderer of first views (ADR 015): the storefront's public pages drawn for an
 * anonymous visitor, kept like a catalogue answer (per catalogue version and Bogotá day, compressed
 * once). Answers null without a server build beside `webRoot` (apps/web/dist-server), as in tests
 * that serve a folder of their own. `template` is the built index.html the shell is served from.
 */
export async function loadFirstViews(
  app: FastifyInstance,
  { webRoot, template, answers }: { webRoot: string; template: string; answers: AnswerCache },
): Promise<WebPages | null> {
  const entry = join(dirname(webRoot), 'dist-server', 'entry-server.js');
  if (!existsSync(entry)) return null;
  const module = (await import(pathToFileURL(entry).href)) as FirstViewModule;
  // The page's reads go through the shop's own routes, in process and anonymous: the same
  // answers (and the same cache) a visitor's browser gets.
  const fetchInProcess: typeof fetch = async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    // Marked in process, so the reads of one page never count against 127.0.0.1's limits.
    const answer = await runInProcess(
      async () =>
        await app.inject({
          method: 'GET',
          url,
          headers: { accept: new Headers(init?.headers).get('accept') ?? 'application/json' },
        }),
    );
    return new Response(answer.body, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? '') },
    });
  };
  const render = module.createFirstViewRenderer({
    template,
    fetch: fetchInProcess,
    sanitizeHtml: sanitizeRichText,
  });
  return {
    view: async (url) => {
      // An empty body stands for "no first view here": the shell answers, and the miss is kept too.
      const answer = await answers.answer(
        `first-view|${bogotaDate()}|${url}`,
        async () => (await render(url)) ?? '',
      );
      return answer.body ? answer : null;
    },
    status: module.createPageStatus({ fetch: fetchInProcess }),
  };
}
