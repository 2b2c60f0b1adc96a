import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';

let t: TestApp;
let webRoot: string;
const BIG_CHUNK = `export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `fila ${i}`))};`;
beforeAll(async () => {
  webRoot = await mkdtemp(join(tmpdir(), 'tienda-web-'));
  await mkdir(join(webRoot, 'assets'), { recursive: true });
  await writeFile(join(webRoot, 'index.html'), '<!doctype html><title>Tienda</title>');
  await writeFile(join(webRoot, 'assets', 'app-3f2a.js'), 'export {};');
  // A built chunk with the brotli sibling the build writes (apps/web/scripts/precompress.mjs).
  await writeFile(join(webRoot, 'assets', 'big-9c1d.js'), BIG_CHUNK);
  await writeFile(join(webRoot, 'assets', 'big-9c1d.js.br'), brotliCompressSync(BIG_CHUNK));
  t = await buildTestApp({ webRoot });
});
afterAll(async () => {
  await t?.close();
  await rm(webRoot, { recursive: true, force: true });
});

describe('the built SPA', () => {
  it('serves hashed assets as immutable for a year', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-3f2a.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves index.html for every page path, never from a cache without asking', async () => {
    for (const url of ['/', '/producto/42']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>Tienda</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });
});

describe('compression', () => {
  it('sends the build’s brotli sibling of a chunk to a browser that accepts br, and the plain file otherwise', async () => {
    const br = await t.app.inject({
      method: 'GET',
      url: '/assets/big-9c1d.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BIG_CHUNK);

    const plain = await t.app.inject({ method: 'GET', url: '/assets/big-9c1d.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG_CHUNK);
  });

  it('compresses a JSON answer over 1 KB, and leaves a small one as it is', async () => {
    const url = '/api/municipalities?q=san';
    const plain = await t.app.inject({ method: 'GET', url });
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const gzip = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
    expect(gzip.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);

    const small = await t.app.inject({
      method: 'GET',
      url: '/api/municipalities?q=bogota',
      headers: { 'accept-encoding': 'br' },
    });
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});

describe('files of the build', () => {
  it('answers a file asked again with its ETag by 304, and a missing asset by 404, not the page', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/index.html' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const again = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);

    const missing = await t.app.inject({ method: 'GET', url: '/assets/old-build-1a2b.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toMatch(/json/);
  });

  it('sends each file with its type', async () => {
    const js = await t.app.inject({ method: 'GET', url: '/assets/app-3f2a.js' });
    expect(js.headers['content-type']).toBe('text/javascript; charset=utf-8');
    const html = await t.app.inject({ method: 'GET', url: '/producto/42' });
    expect(html.headers['content-type']).toBe('text/html; charset=utf-8');
  });
});
