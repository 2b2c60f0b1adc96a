import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// In development the SPA runs on Vite's server and the API on port 3000; proxying /api keeps
// both on one origin, as in production, so the HttpOnly session cookie and CSRF check behave the same.
const api = { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } };

// Zod's config (its core index, core.js and util.js): the entry imports it for lib/zod-jitless.
const ZOD_CONFIG = /node_modules[\\/]zod[\\/]v4[\\/]core[\\/](index|core|util)\.js$/;
const ZOD = /node_modules[\\/]zod[\\/]/;
const SHARED = /packages[\\/]shared[\\/]src[\\/].*\.ts$/;
/**
 * Whether a shared module builds zod schemas, itself or through the shared modules it imports: the
 * bundler takes a group's dependencies along, so a zod-free module importing a schema module
 * (documents.ts reading the pay-method labels of orders.ts) would carry zod into the first download.
 */
const schemaBuilders = new Map<string, boolean>();
function buildsSchemas(id: string): boolean {
  const known = schemaBuilders.get(id);
  if (known !== undefined) return known;
  schemaBuilders.set(id, false); // an import cycle reads as zod-free until the walk ends
  const code = readFileSync(id, 'utf8');
  const values = [...code.matchAll(/^import (?!type )[^;]*?from '(\.{1,2}\/[^']+)';/gms)];
  const builds =
    code.includes("from 'zod'") ||
    values.some(([, path]) => {
      const file = join(dirname(id), path!);
      const target = [`${file}.ts`, join(file, 'index.ts')].find((f) => existsSync(f));
      return target !== undefined && buildsSchemas(target);
    });
  schemaBuilders.set(id, builds);
  return builds;
}

/**
 * Zod and the shared modules that build schemas with it travel as one chunk, which the storefront
 * fetches beside its first API reads (see lazyParser); left alone, the bundler cuts them into some
 * twenty small files, each a round trip on a slow phone. What the entry imports (zod's config, the
 * zod-free shared modules) is grouped first, apart: inside the schemas chunk it would bring that
 * whole chunk back into the first download.
 */
const chunkGroups = [
  {
    name: 'shared-constants',
    priority: 2,
    test: (id: string) => ZOD_CONFIG.test(id) || (SHARED.test(id) && !buildsSchemas(id)),
  },
  {
    name: 'schemas',
    priority: 1,
    test: (id: string) => ZOD.test(id) || (SHARED.test(id) && buildsSchemas(id)),
  },
];

/**
 * React Router 7 points every export condition at its development build (remix-run/react-router
 * #14102), whose dev-only checks and warnings cost the server about 6 % of a drawn first view. A
 * build takes the production files the package also ships: in the browser bundle, and in the
 * server's renderer, which bundles React Router for that instead of importing it from node_modules.
 */
const reactRouterDist = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production',
);
const reactRouterProduction = [
  { find: /^react-router$/, replacement: join(reactRouterDist, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: join(reactRouterDist, 'dom-export.mjs') },
];

/**
 * The stylesheet right after the title, before the theme script and the entry's scripts: it is what
 * the first paint waits for, and over HTTP/1.1's six connections a slow phone fetched it after
 * eight script files (Lighthouse's listing: first paint 2.4 s, 2.1 s with the stylesheet first).
 */
const stylesheetFirst: Plugin = {
  name: 'stylesheet-first',
  transformIndexHtml: {
    order: 'post',
    handler(html) {
      // Each link keeps the line break and indent before it; the title ends every head.
      const links = html.match(/\n\s*<link rel="stylesheet"[^>]*>/g) ?? [];
      if (!links.length || !html.includes('</title>')) return html;
      const rest = links.reduce((page, link) => page.replace(link, ''), html);
      return rest.replace('</title>', () => `</title>${links.join('')}`);
    },
  },
};

/** The text font's file for Latin script: the one face every page of the shop draws its text in. */
const TEXT_FONT = /^assets\/inter-latin-wght-normal-[\w-]+\.woff2$/;

/**
 * A preload of the text font, right after the stylesheet (which stylesheetFirst put first). Found
 * only once the stylesheet's rules were applied, it reached a slow phone after the first paint, and
 * swapping it in laid the whole page out again: on Lighthouse's listing a 125-306 ms task at the
 * largest paint (five runs: 92-95 with the preload, 85-91 without).
 */
const textFontPreload: Plugin = {
  name: 'text-font-preload',
  transformIndexHtml: {
    order: 'post',
    handler(html, { bundle }) {
      const font = Object.keys(bundle ?? {}).find((file) => TEXT_FONT.test(file));
      const stylesheet = /<link rel="stylesheet"[^>]*>/.exec(html);
      if (!font || !stylesheet) return html;
      const preload = `<link rel="preload" href="/${font}" as="font" type="font/woff2" crossorigin>`;
      const at = stylesheet.index + stylesheet[0].length;
      return `${html.slice(0, at)}${preload}${html.slice(at)}`;
    },
  },
};

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), stylesheetFirst, textFontPreload],
  resolve: command === 'build' ? { alias: reactRouterProduction } : {},
  ssr: command === 'build' ? { noExternal: ['react-router'] } : {},
  server: { proxy: api },
  preview: { proxy: api },
  // The manifest (dist/.vite, never served) tells the bundle test which chunk holds which module.
  // One stylesheet for the whole app (19 KB in brotli): a page's first paint waits for one request
  // instead of a file per component, a round trip each on a slow phone (ADR 015).
  // `vite build --ssr` writes the server's first-view renderer (entry-server.tsx) apart, in
  // dist-server/, which is never served.
  build: isSsrBuild
    ? { outDir: 'dist-server', emptyOutDir: true, copyPublicDir: false }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        manifest: true,
        cssCodeSplit: false,
        rolldownOptions: {
          output: { codeSplitting: { groups: chunkGroups } },
        },
      },
}));
