import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

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
