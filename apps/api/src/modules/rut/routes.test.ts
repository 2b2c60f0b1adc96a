import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@shop/shared';
import { buildApp } from '../../app';
import { rutFiles, users } from '../../db/schema';
import { bearer, buildTestApp, json, type TestApp } from '../../../test/app';
import { companyPayload, createUser, login, multipart, pdfBytes } from '../../../test/factories';
import { buildPdf } from '../../../test/pdf-fixtures';
import { transactional } from '../../db/transactional';
import { createRutRepository } from './repository';
import { createRutService } from './service';

const JS_ACTION = '<< /Type /Action /S /JavaScript /JS (app.alert\\(1\\)) >>';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const upload = (data: Buffer, type = 'application/pdf', field = 'rutFile', name = 'rut.pdf') =>
  t.app.inject({ method: 'POST', url: '/api/files/rut', ...multipart(field, name, type, data) });

describe('POST /api/files/rut', () => {
  it('stores a PDF and answers its address', async () => {
    const res = await upload(pdfBytes());
    expect(res.statusCode).toBe(201);
    expect(res.json().url).toMatch(/^\/api\/files\/rut\/[0-9a-f-]{36}$/);
  });

  it('judges by content: a PNG named .pdf and sent as application/pdf is refused', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const res = await upload(png);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'RUT_INVALID', message: MESSAGES.rutNotPdf });
  });

  it('refuses a truncated PDF (no end-of-file marker)', async () => {
    const res = await upload(pdfBytes().subarray(0, 200));
    expect(res.statusCode).toBe(400);
  });

  it('refuses a file over 5 MB', async () => {
    const big = Buffer.concat([
      pdfBytes(),
      Buffer.alloc(5 * 1024 * 1024, 32),
      Buffer.from('%%EOF'),
    ]);
    const res = await upload(big);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(MESSAGES.rutTooLarge);
  });

  it('asks for the file when the rutFile field is missing', async () => {
    const res = await upload(pdfBytes(), 'application/pdf', 'otroCampo');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'RUT_REQUIRED', message: MESSAGES.rutRequired });
  });

  it.each([
    ['JavaScript run on open', buildPdf({ catalog: '/OpenAction 6 0 R', objects: [JS_ACTION] })],
    [
      'a hex-escaped JavaScript action',
      buildPdf({ objects: ['<< /S /J#61vaScript /J#53 (x) >>'] }),
    ],
    ['JavaScript inside a compressed object stream', buildPdf({ compressed: [JS_ACTION] })],
    [
      'an embedded file',
      buildPdf({ catalog: '/Names << /EmbeddedFiles 6 0 R >>', objects: ['<< >>'] }),
    ],
    ['a launch action', buildPdf({ objects: ['<< /S /Launch /F (calc.exe) >>'] })],
    [
      'a link opened on open, in an array',
      buildPdf({ catalog: '/OpenAction [ << /S /URI /URI (http://evil) >> ]' }),
    ],
  ])('refuses a PDF with %s, saying why', async (_name, pdf) => {
    const res = await upload(pdf);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'RUT_INVALID' });
    expect(res.json().message).toMatch(/^El PDF contiene contenido activo/);
  });

  it.each([
    ['HTML', '<html><body><script>alert(document.cookie)</script></body></html>'],
    ['SVG', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'],
  ])('refuses %s that starts with the PDF header', async (_name, markup) => {
    for (const pdf of [
      `%PDF-1.4\n${markup}\n%%EOF\n`,
      `%PDF-1.4\n${' '.repeat(1100)}${markup}%%EOF`,
    ]) {
      const res = await upload(Buffer.from(pdf));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/^El archivo no es un PDF: contiene una página web/);
    }
  });

  it('refuses a JSON body', async () => {
    const res = await t.app.inject(json('POST', '/api/files/rut', { rutFile: 'x' }));
    expect(res.statusCode).toBe(415);
  });
});

describe('GET /api/files/rut/:uuid', () => {
  it('lets the owner read it as a sandboxed attachment (everyone else: the authorization matrix)', async () => {
    const pdf = pdfBytes('RUT Conectividad');
    const { url } = (await upload(pdf)).json();
    const payload = companyPayload({ urlRUT: url });
    const reg = await t.app.inject(json('POST', '/api/auth/register', payload));
    expect(reg.statusCode).toBe(201);
    await t.app.db.update(users).set({ clientStatus: 'ACTIVE' }).where(eq(users.id, reg.json().id));

    const owner = await login(t.app, payload);
    const own = await t.app.inject({ method: 'GET', url, headers: bearer(owner) });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.headers['content-disposition']).toBe('attachment; filename="RUT.pdf"');
    expect(own.headers['x-content-type-options']).toBe('nosniff');
    expect(own.headers['content-security-policy']).toContain('sandbox');
    expect(own.rawPayload.equals(pdf)).toBe(true);
  });

  it('keeps an unclaimed upload private even to its anonymous uploader', async () => {
    const { url } = (await upload(pdfBytes())).json();
    const someone = await login(t.app, await createUser(t.app.db));
    expect((await t.app.inject({ method: 'GET', url, headers: bearer(someone) })).statusCode).toBe(
      404,
    );
  });

  it('answers 400 for an id that is not a UUID', async () => {
    const someone = await login(t.app, await createUser(t.app.db));
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/files/rut/../../etc/passwd',
      headers: bearer(someone),
    });
    expect([400, 404]).toContain(res.statusCode);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/files/rut/no-es-un-uuid',
      headers: bearer(someone),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('El identificador del archivo no es válido.');
  });
});

describe('sweep of unclaimed uploads', () => {
  const uploadedAgo = async (url: string, ms: number) => {
    const id = url.slice(url.lastIndexOf('/') + 1);
    await t.app.db
      .update(rutFiles)
      .set({ uploadedAt: new Date(Date.now() - ms) })
      .where(eq(rutFiles.id, id));
    return id;
  };
  const stored = async (id: string) => {
    const [row] = await t.app.db.select().from(rutFiles).where(eq(rutFiles.id, id));
    return { row, file: row ? await t.app.storage.get(row.storageKey) : null };
  };
  const HOUR = 60 * 60 * 1000;

  it('deletes file and row of uploads nobody claimed in 24 hours, and nothing else', async () => {
    const rut = createRutService(transactional(t.app.db, createRutRepository), t.app.storage);
    const stale = await uploadedAgo((await upload(pdfBytes())).json().url, 25 * HOUR);
    const fresh = await uploadedAgo((await upload(pdfBytes())).json().url, 23 * HOUR);
    const claimedUrl = (await upload(pdfBytes())).json().url;
    const reg = await t.app.inject(
      json('POST', '/api/auth/register', companyPayload({ urlRUT: claimedUrl })),
    );
    expect(reg.statusCode).toBe(201);
    const claimed = await uploadedAgo(claimedUrl, 30 * 24 * HOUR);
    const keyOfStale = (await stored(stale)).row!.storageKey;

    expect(await rut.sweepUnclaimed()).toBe(1);
    expect((await stored(stale)).row).toBeUndefined();
    expect(await t.app.storage.get(keyOfStale)).toBeNull();
    expect((await stored(fresh)).file).not.toBeNull();
    expect((await stored(claimed)).file).not.toBeNull();
    expect(await rut.sweepUnclaimed()).toBe(0);
  });

  it('is run by the server when it starts (and then every hour)', async () => {
    const id = await uploadedAgo((await upload(pdfBytes())).json().url, 25 * HOUR);
    const server = await buildApp({
      db: t.app.db,
      dataDir: t.dataDir,
      jwtSecret: 'test-secret-that-is-long-enough-for-hs256-000000',
      webRoot: join(t.dataDir, 'no-web'),
    });
    await server.ready();
    // Closing waits for a sweep under way.
    await server.close();
    expect((await stored(id)).row).toBeUndefined();
  });

  it('a swept upload can no longer be used to register', async () => {
    const rut = createRutService(transactional(t.app.db, createRutRepository), t.app.storage);
    const url = (await upload(pdfBytes())).json().url;
    await uploadedAgo(url, 25 * HOUR);
    await rut.sweepUnclaimed();
    const reg = await t.app.inject(
      json('POST', '/api/auth/register', companyPayload({ urlRUT: url })),
    );
    expect(reg.statusCode).toBe(400);
    expect(reg.json().message).toBe(MESSAGES.rutUnknown);
  });
});

describe('anonymous upload limit', () => {
  it('answers 429 in Spanish once an IP uploads too many files in an hour', async () => {
    const local = await buildTestApp({ limits: { uploadsPerHour: 2 } });
    try {
      const send = () =>
        local.app.inject({
          method: 'POST',
          url: '/api/files/rut',
          ...multipart('rutFile', 'rut.pdf', 'application/pdf', pdfBytes()),
        });
      expect((await send()).statusCode).toBe(201);
      expect((await send()).statusCode).toBe(201);
      const res = await send();
      expect(res.statusCode).toBe(429);
      expect(res.json()).toMatchObject({ code: 'RATE_LIMITED', message: MESSAGES.tooManyRequests });
    } finally {
      await local.close();
    }
  });
});
