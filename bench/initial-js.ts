import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { atMostRatio, type BenchRow } from './budget';

export interface InitialJs {
  files: { file: string; bytes: number; gzipBytes: number }[];
  gzipBytes: number;
}

const attribute = (tag: string, name: string) =>
  tag.match(new RegExp(`\\s${name}\\s*=\\s*["']([^"']+)["']`, 'i'))?.[1];

/**
 * The JavaScript a first visit must download before the storefront runs: the module entry of
 * index.html and the chunks it modulepreloads, each gzipped as a server would send it.
 * Answers null when the storefront has not been built.
 */
export async function measureInitialJs(distDir: string): Promise<InitialJs | null> {
  const indexPath = join(distDir, 'index.html');
  if (!existsSync(indexPath)) return null;
  const html = await readFile(indexPath, 'utf8');
  const entries = (html.match(/<script\b[^>]*>/gi) ?? [])
    .filter((tag) => attribute(tag, 'type') === 'module')
    .map((tag) => attribute(tag, 'src'));
  const preloads = (html.match(/<link\b[^>]*>/gi) ?? [])
    .filter((tag) => attribute(tag, 'rel') === 'modulepreload')
    .map((tag) => attribute(tag, 'href'));
  const urls = [...new Set([...entries, ...preloads].filter((u): u is string => !!u))];
  const files = await Promise.all(
    urls.map(async (url) => {
      const data = await readFile(join(distDir, url.replace(/^\//, '')));
      return { file: url, bytes: data.length, gzipBytes: gzipSync(data).length };
    }),
  );
  return { files, gzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0) };
}

export const INITIAL_JS_ROW = 'JS inicial de la tienda (gzip)';
const INITIAL_JS_LIMIT = 150 * 1024;
const kb = (bytes: number) =>
  `${(bytes / 1024).toLocaleString('es-CO', { maximumFractionDigits: 1 })} KB`;

/** The bench row of the storefront's first download; an unbuilt storefront is over budget. */
export async function initialJsRow(distDir: string): Promise<BenchRow> {
  const measured = await measureInitialJs(distDir);
  const budget = `≤ ${kb(INITIAL_JS_LIMIT)}`;
  if (!measured) {
    return { name: INITIAL_JS_ROW, figure: 'sin compilar (npm run build)', budget, ratio: 0 };
  }
  return {
    name: INITIAL_JS_ROW,
    figure: `${kb(measured.gzipBytes)} en ${measured.files.length} archivos`,
    budget,
    ratio: atMostRatio(measured.gzipBytes, INITIAL_JS_LIMIT),
  };
}
