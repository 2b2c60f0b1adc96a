import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';

/*
 * The API's side of first views (ADR 015) with a stand-in for the web's server build: what the
 * real renderer draws is checked end to end (e2e/tests/first-view.spec.ts).
 */
const RENDERER = `
globalThis.firstViewRenders = 0;
export function createFirstViewRenderer({ template, fetch, sanitizeHtml }) {
  return async (url) => {
    globalThis.firstViewRenders++;
    if (url.startsWith('/falla')) throw new Error('no se pudo dibujar');
    if (url.startsWith('/sin-vista')) return null;
    const config = await (await fetch('/api/config')).json();
    const description = sanitizeHtml('<p onclick="robar()">Cámara IP</p><script>alert(1)</script>');
    return template.replace(
      '<div id="root"></div>',
      '<div id="root"><h1>' + config.shopName + '</h1>' + description + '</div>',
    );
  };
}
export function createPageStatus({ fetch }) {
  return async (url) => {
    if (url.startsWith('/no-existe')) return 404;
    if (url.startsWith('/estado-falla')) throw new Error('sin estado');
    // '/retirado/{id}' stands for a record page: the status of the API answer for it.
    if (!url.startsWith('/retirado/')) return 200;
    const answer = await fetch('/api/products/' + url.split('/')[2]);
    return answer.status === 404 ? 404 : 200;
  };
}
`;
const renders = () => (globalThis as { firstViewRenders?: number }).firstViewRenders ?? 0;

let t: TestApp;
let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'tienda-first-view-'));
  const webRoot = join(folder, 'dist');
  await mkdir(webRoot, { recursive: true });
  await mkdir(join(folder, 'dist-server'));
  await writeFile(
    join(webRoot, 'index.html'),
    `<!doctype html><html><head><title>Tienda</title></head><body><div id="root"></div>${'<!-- relleno -->'.repeat(100)}</body></html>`,
  );
  await writeFile(join(folder, 'dist-server', 'entry-server.js'), RENDERER);
  t = await buildTestApp({ webRoot });
});
afterAll(async () => {
  await t?.close();
  await rm(folder, { recursive: true, force: true });
});

describe('first views', () => {
  it('draws a page for an anonymous visitor from the shop’s own answers, sanitized, never kept by the browser', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/product/7' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const config = (await t.app.inject({ method: 'GET', url: '/api/config' })).json();
    expect(res.body).toContain(`<div id="root"><h1>${config.shopName}</h1><p>Cámara IP</p></div>`);
    expect(res.body).not.toMatch(/onclick|<script>alert/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toMatch(/Cookie/);
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self'/);

    const br = await t.app.inject({
      method: 'GET',
      url: '/product/7',
      headers: { 'accept-encoding': 'br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(res.body);
  });

  it('answers 404 for a page the web says does not exist, drawn or as the shell', async () => {
    const drawn = await t.app.inject({ method: 'GET', url: '/no-existe' });
    expect(drawn.statusCode).toBe(404);
    expect(drawn.body).toContain('<div id="root"><h1>');
    const shell = await t.app.inject({
      method: 'GET',
      url: '/no-existe',
      headers: { cookie: 'tienda_signed_in=1' },
    });
    expect(shell.statusCode).toBe(404);
    expect(shell.body).toContain('<div id="root"></div>');
    // Asked again with the shell's tag: still a 404, never a 304 standing for a page.
    const again = await t.app.inject({
      method: 'GET',
      url: '/no-existe',
      headers: { cookie: 'tienda_signed_in=1', 'if-none-match': String(shell.headers.etag) },
    });
    expect(again.statusCode).toBe(404);
  });

  it("follows a record page's status from the API's answer for the record", async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/retirado/999999' });
    expect(missing.statusCode).toBe(404);
    const signedIn = await t.app.inject({
      method: 'GET',
      url: '/retirado/999999',
      headers: { cookie: 'tienda_signed_in=1' },
    });
    expect(signedIn.statusCode).toBe(404);
  });

  it('answers 200 when the status cannot be known: the page still works', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/estado-falla' });
    expect(res.statusCode).toBe(200);
  });

  it('draws a page once per catalogue version and day, not once per visit', async () => {
    await t.app.inject({ method: 'GET', url: '/categories/3' });
    const before = renders();
    for (let i = 0; i < 3; i++) await t.app.inject({ method: 'GET', url: '/categories/3' });
    expect(renders()).toBe(before);
  });

  it('serves the shell to a visitor with a session, and where the page cannot or need not be drawn', async () => {
    const cases = [
      { url: '/product/7', headers: { cookie: 'tienda_signed_in=1' } },
      { url: '/product/7', headers: { cookie: 'tienda_session=abc' } },
      { url: '/falla', headers: {} },
      { url: '/sin-vista', headers: {} },
    ];
    for (const { url, headers } of cases) {
      const res = await t.app.inject({ method: 'GET', url, headers });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root"></div>');
    }
  });
});
