import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { bogotaDate } from '../../lib/bogota-date';

/** A local stand-in for datos.gov.co's TRM dataset: answers Socrata rows, or fails on demand. */
let provider: Server;
let up = true;
let value = '4012.35';
const queries: URLSearchParams[] = [];
let t: TestApp;

beforeAll(async () => {
  provider = createServer((req, res) => {
    const url = new URL(req.url!, 'http://localhost');
    queries.push(url.searchParams);
    if (!up) {
      res.writeHead(503).end();
      return;
    }
    const day = url.searchParams.get('$where')!.match(/'(\d{4}-\d{2}-\d{2})T/)![1];
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify([
        {
          valor: value,
          unidad: 'COP',
          vigenciadesde: `${day}T00:00:00.000`,
          vigenciahasta: `${day}T00:00:00.000`,
        },
      ]),
    );
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  const port = (provider.address() as { port: number }).port;
  t = await buildTestApp({ trmUrl: `http://127.0.0.1:${port}/resource/32sa-8pi3.json` });
  // The service warns when the provider is down; that is expected here.
  t.app.log.warn = () => {};
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => provider?.close(resolve));
});

const getTrm = () => t.app.inject({ method: 'GET', url: '/api/trm' });

describe('GET /api/trm', () => {
  it('answers 503 in Spanish while no value was ever obtained', async () => {
    up = false;
    await t.app.trm.refresh();
    const res = await getTrm();
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      code: 'TRM_UNAVAILABLE',
      message: 'No se logró obtener la TRM.',
    });
  });

  it("serves today's value after a refresh, asking the provider for today's Bogotá date", async () => {
    up = true;
    await t.app.trm.refresh();
    const res = await getTrm();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ value: 4012.35, date: bogotaDate(), stale: false });
    expect(queries.at(-1)!.get('$where')).toContain(`'${bogotaDate()}T00:00:00'`);
    expect(queries.at(-1)!.get('$limit')).toBe('1');
  });

  it('serves the last known value, marked stale, while the provider is down the next day', async () => {
    const yesterday = bogotaDate();
    up = false;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 24 * 60 * 60 * 1000);
    const before = queries.length;
    const res = await getTrm();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ value: 4012.35, date: yesterday, stale: true });
    await t.app.trm.refresh();
    expect(queries.length).toBeGreaterThan(before);
    expect((await getTrm()).json().stale).toBe(true);

    // The provider is back: the next refresh stores and serves the new day's value.
    up = true;
    value = '3998.10';
    await t.app.trm.refresh();
    expect((await getTrm()).json()).toEqual({ value: 3998.1, date: bogotaDate(), stale: false });
  });

  it('does not ask the provider again once today is known', async () => {
    const before = queries.length;
    await t.app.trm.refresh();
    await getTrm();
    expect(queries.length).toBe(before);
  });
});
