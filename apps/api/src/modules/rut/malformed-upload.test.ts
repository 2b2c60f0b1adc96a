import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { pdfBytes } from '../../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const BOUNDARY = '----tiendaMalformada';
const filePart = (field: string, data: Buffer) =>
  Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="rut.pdf"\r\n` +
        'Content-Type: application/pdf\r\n\r\n',
    ),
    data,
    Buffer.from('\r\n'),
  ]);
const closing = Buffer.from(`--${BOUNDARY}--\r\n`);
const multipartType = `multipart/form-data; boundary=${BOUNDARY}`;

/** Bodies a careless or hostile client sends; each must be refused with a 4xx in Spanish. */
const MALFORMED: { name: string; contentType?: string; body: Buffer }[] = [
  {
    name: 'truncated before the closing boundary',
    contentType: multipartType,
    body: filePart('rutFile', pdfBytes()).subarray(0, 120),
  },
  {
    name: 'closing boundary missing',
    contentType: multipartType,
    body: filePart('rutFile', pdfBytes()),
  },
  {
    name: 'no boundary parameter',
    contentType: 'multipart/form-data',
    body: Buffer.concat([filePart('rutFile', pdfBytes()), closing]),
  },
  {
    name: 'a boundary the body never uses',
    contentType: 'multipart/form-data; boundary=otra',
    body: Buffer.concat([filePart('rutFile', pdfBytes()), closing]),
  },
  { name: 'empty body', contentType: multipartType, body: Buffer.alloc(0) },
  { name: 'no content type', body: Buffer.concat([filePart('rutFile', pdfBytes()), closing]) },
  {
    name: 'wrong content type',
    contentType: 'text/plain',
    body: Buffer.concat([filePart('rutFile', pdfBytes()), closing]),
  },
  {
    name: 'two files',
    contentType: multipartType,
    body: Buffer.concat([
      filePart('rutFile', pdfBytes()),
      filePart('rutFile', pdfBytes('otro')),
      closing,
    ]),
  },
  {
    name: 'a part without headers',
    contentType: multipartType,
    body: Buffer.from(`--${BOUNDARY}\r\n\r\nhola\r\n--${BOUNDARY}--\r\n`),
  },
  {
    name: 'garbage',
    contentType: multipartType,
    body: Buffer.from('esto no es un formulario'),
  },
];

const post = (body: Buffer, contentType?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/files/rut',
    payload: body,
    headers: {
      'x-requested-with': 'fetch',
      ...(contentType ? { 'content-type': contentType } : {}),
    },
  });

function expectSpanish4xx(res: Awaited<ReturnType<typeof post>>) {
  expect(res.statusCode).toBeGreaterThanOrEqual(400);
  expect(res.statusCode).toBeLessThan(500);
  const body = res.json();
  expect(body.message).toMatch(/[a-záéíóúñ]/i);
  expect(body.message).not.toMatch(/multipart:|unexpected end|boundary not found/i);
}

describe('POST /api/files/rut with a malformed body', () => {
  it.each(MALFORMED)('$name → 4xx with a Spanish message', async ({ body, contentType }) => {
    expectSpanish4xx(await post(body, contentType));
  });

  it('two files: the answer asks for one', async () => {
    const res = await post(
      Buffer.concat([filePart('rutFile', pdfBytes()), filePart('otro', pdfBytes()), closing]),
      multipartType,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Envía un solo archivo RUT.');
  });

  it('refuses a well-formed upload cut at any byte before its closing boundary', async () => {
    const whole = Buffer.concat([filePart('rutFile', pdfBytes()), closing]);
    const lastCut = whole.length - closing.length;
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: lastCut }), async (cut) => {
        expectSpanish4xx(await post(whole.subarray(0, cut), multipartType));
      }),
      { numRuns: 40 },
    );
  });

  it('never answers 5xx for random bytes sent as multipart', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 400 }), async (bytes) => {
        expectSpanish4xx(
          await post(Buffer.concat([Buffer.from(`--${BOUNDARY}\r\n`), bytes]), multipartType),
        );
      }),
      { numRuns: 40 },
    );
  });
});
