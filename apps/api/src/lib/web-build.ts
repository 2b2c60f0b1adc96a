import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';
import { entityTag } from './http-caching';

/** One file of the built SPA, held in memory with the compressed siblings the build wrote. */
export interface BuiltFile {
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  type: string;
  etag: string;
  /** Hashed assets never change under their name; the rest is asked for again every time. */
  immutable: boolean;
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

const readIfThere = async (path: string) => (existsSync(path) ? readFile(path) : undefined);

/**
 * Every file of the build by its URL path ('/assets/index-3f2a.js'), read once at start: a few
 * megabytes, served from memory instead of opening and streaming a file per request. The Vite
 * manifest folder (.vite) is the bundle test's, never served.
 */
export async function loadWebBuild(root: string): Promise<Map<string, BuiltFile>> {
  const files = new Map<string, BuiltFile>();
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    const path = join(entry.parentPath, entry.name);
    const url = `/${relative(root, path).split(sep).join('/')}`;
    if (!entry.isFile() || url.startsWith('/.vite/') || /\.(br|gz)$/.test(url)) continue;
    const body = await readFile(path);
    files.set(url, {
      body,
      br: await readIfThere(`${path}.br`),
      gzip: await readIfThere(`${path}.gz`),
      type: TYPES[extname(path)] ?? 'application/octet-stream',
      etag: entityTag(body),
      immutable: url.startsWith('/assets/'),
    });
  }
  return files;
}
