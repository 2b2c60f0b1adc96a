import { randomInt } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MESSAGES,
  PRODUCT_IMAGE_MAX_BYTES,
  PRODUCT_UPLOAD_FIELD,
  PRODUCT_UPLOAD_LIMITS,
  RUT_MAX_BYTES,
} from '@shop/shared';
import { products, profiles } from '../../src/db/schema';
import { DEFAULT_ADDRESS_LIMITS } from '../../src/lib/address-limits';
import { DEVICE_COOKIE } from '../../src/lib/session/device-cookie';
import { bearer, buildTestApp, json, type TestApp } from '../app';
import { createBrand, createCategory, createProducts } from '../catalogue-factories';
import { insertOrder, insertQuote } from '../document-factories';
import { createStaff, createUser, login, multipart, pdfBytes } from '../factories';
import { HTML_PAGE, PNG_IMAGE } from '../image-fixtures';
import { recordFigures } from '../../../../scripts/reliability-figures';
import { formulaCensus } from './formula-cells';
import { gigabyteBomb, manyRowsSheet } from './hostile-workbooks';

/*
 * Issue 16 item 6: sign-in throttling that never locks the owner out, per-address limits on the
 * routes that cost work (the server's own first-view reads exempt), uploads capped and judged by
 * their bytes, zip bombs and million-row sheets refused fast and small, and no formula in any
 * generated workbook. The app runs behind a trusted proxy, so each request's address is its
 * X-Forwarded-For; addresses are random per run (Redis keeps counts across runs).
 */

const LOGIN = { perIp: 30, perEmail: 8 };
const LIMITS = DEFAULT_ADDRESS_LIMITS;
const WRONG = 'Adivina12345';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Renders a page from the shop's own search answers: 2 in-process searches per drawn page. */
const RENDERER = `
globalThis.abuseRenders = 0;
export function createFirstViewRenderer({ template, fetch }) {
  return async (url) => {
    globalThis.abuseRenders++;
    const q = encodeURIComponent(url.slice(1));
    const a = await fetch('/api/products?searchTerm=' + q);
    const b = await fetch('/api/products?searchTerm=' + q + '&offset=1');
    return template.replace('<div id="root"></div>', '<div id="root">' + a.status + ',' + b.status + '</div>');
  };
}
// Every address is a page here: what is limited is the drawing.
export function createPageStatus() {
  return async () => 200;
}
`;
const renders = () => (globalThis as { abuseRenders?: number }).abuseRenders ?? 0;

const subnet = `10.${randomInt(256)}.${randomInt(256)}`;
let hostNo = 0;
/** A fresh client address, never used before in this run or (very likely) another. */
const address = () => `${subnet}.${++hostNo % 250}${hostNo > 250 ? `.${hostNo}` : ''}`;

let t: TestApp;
let folder: string;
const from = (ip: string, options: InjectOptions) =>
  t.app.inject({
    ...options,
    headers: { ...options.headers, 'x-forwarded-for': ip },
  });

const statuses = (answers: LightMyRequestResponse[]) => {
  const count: Record<number, number> = {};
  for (const a of answers) count[a.statusCode] = (count[a.statusCode] ?? 0) + 1;
  return count;
};

const signIn = (ip: string, email: string, password: string, device?: string) =>
  from(ip, {
    ...json('POST', '/api/auth/login', { email, password }),
    ...(device ? { cookies: { [DEVICE_COOKIE]: device } } : {}),
  });

const deviceOf = (answer: LightMyRequestResponse) =>
  answer.cookies.find((c) => c.name === DEVICE_COOKIE)?.value;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'tienda-abuse-'));
  const webRoot = join(folder, 'dist');
  await mkdir(webRoot, { recursive: true });
  await mkdir(join(folder, 'dist-server'));
  await writeFile(
    join(webRoot, 'index.html'),
    '<!doctype html><html><head><title>Tienda</title></head><body><div id="root"></div></body></html>',
  );
  await writeFile(join(folder, 'dist-server', 'entry-server.js'), RENDERER);
  t = await buildTestApp({
    webRoot,
    trustProxy: true,
    redisUrl: process.env.REDIS_URL,
    limits: { login: LOGIN, perAddress: LIMITS },
  });
});
afterAll(async () => {
  await t?.close();
  if (folder) await rm(folder, { recursive: true, force: true });
});

describe('sign-in throttling', () => {
  it('throttles 100 failed sign-ins from one address and 100 on one account without locking the owner out', async () => {
    const owner = await createUser(t.app.db);
    const home = address();
    // The owner signed in from this browser before: it holds the device cookie.
    const first = await signIn(home, owner.email, owner.password);
    expect(first.statusCode).toBe(200);
    const device = deviceOf(first);
    expect(device).toBeTruthy();

    // 1. Credential stuffing: 100 accounts tried from one address within a minute.
    const attacker = address();
    const stuffing: LightMyRequestResponse[] = [];
    for (let batch = 0; batch < 10; batch++)
      stuffing.push(
        ...(await Promise.all(
          Array.from({ length: 10 }, (_, i) =>
            signIn(attacker, `nadie-${batch}-${i}-${subnet}@example.com`, WRONG),
          ),
        )),
      );
    const stuffingCount = statuses(stuffing);
    expect(stuffingCount).toEqual({ 401: LOGIN.perIp, 429: 100 - LOGIN.perIp });
    for (const refused of stuffing.filter((a) => a.statusCode === 429))
      expect(refused.json().message).toBe(MESSAGES.tooManyAttempts);
    // The owner is not behind that address; someone sharing it (an office's NAT) still gets in
    // from a browser they signed in from.
    const ownerElsewhere = await signIn(home, owner.email, owner.password, device);
    const ownerBehindAttacker = await signIn(attacker, owner.email, owner.password, device);
    expect(ownerElsewhere.statusCode).toBe(200);
    expect(ownerBehindAttacker.statusCode).toBe(200);

    // 2. Guessing one account's password from 100 addresses (a botnet), the owner signing in
    // in the middle of it and after it.
    const victim = await createUser(t.app.db);
    const victimHome = address();
    const victimFirst = await signIn(victimHome, victim.email, victim.password);
    const victimDevice = deviceOf(victimFirst)!;
    const guesses: LightMyRequestResponse[] = [];
    let ownerDuring: LightMyRequestResponse | undefined;
    for (let batch = 0; batch < 10; batch++) {
      guesses.push(
        ...(await Promise.all(
          Array.from({ length: 10 }, () => signIn(address(), victim.email, WRONG)),
        )),
      );
      if (batch === 4)
        ownerDuring = await signIn(victimHome, victim.email, victim.password, victimDevice);
    }
    const ownerAfter = await signIn(victimHome, victim.email, victim.password, victimDevice);
    // A device cookie of another account (the attacker's own) buys no guesses on this one.
    const attackerDevice = deviceOf(first)!;
    const borrowedDevice = await signIn(address(), victim.email, WRONG, attackerDevice);
    // Nor does one the attacker forged.
    const forged = await signIn(
      address(),
      victim.email,
      WRONG,
      `${'a'.repeat(22)}.${'b'.repeat(43)}`,
    );
    // The owner on a browser never used before waits out the window (or recovers the password).
    const ownerNewBrowser = await signIn(address(), victim.email, victim.password);
    const guessCount = statuses(guesses);

    expect(guessCount).toEqual({ 401: LOGIN.perEmail, 429: 100 - LOGIN.perEmail });
    for (const refused of guesses.filter((a) => a.statusCode === 429))
      expect(refused.json().message).toBe(MESSAGES.tooManyAttempts);
    expect(ownerDuring?.statusCode).toBe(200);
    expect(ownerAfter.statusCode).toBe(200);
    expect(ownerAfter.json().user.email).toBe(victim.email);
    expect(borrowedDevice.statusCode).toBe(429);
    expect(forged.statusCode).toBe(429);
    expect(ownerNewBrowser.statusCode).toBe(429);

    recordFigures('Abuse limits: sign-in', {
      'one address: attempts': stuffing.length,
      'one address: 401': stuffingCount[401] ?? 0,
      'one address: 429': stuffingCount[429] ?? 0,
      'owner after (own address / behind attacker)': `${ownerElsewhere.statusCode} / ${ownerBehindAttacker.statusCode}`,
      'one account: attempts': guesses.length,
      'one account: addresses': guesses.length,
      'one account: 401': guessCount[401] ?? 0,
      'one account: 429': guessCount[429] ?? 0,
      'owner during / after attack': `${ownerDuring?.statusCode} / ${ownerAfter.statusCode}`,
      'borrowed or forged device cookie': `${borrowedDevice.statusCode} / ${forged.statusCode}`,
      'owner on a new browser': ownerNewBrowser.statusCode,
    });
  }, 120_000);
});

describe('per-address limits on costly routes', () => {
  let customer: string;
  let reporter: string;
  let exporter: string;
  let quoteId: number;
  let orderId: number;

  beforeAll(async () => {
    const db = t.app.db;
    const brand = await createBrand(db, `Marca ${subnet}`);
    const category = await createCategory(db, `Categoría ${subnet}`);
    await createProducts(db, [
      { name: 'Cámara IP domo', model: 'CAM-1', brandId: brand.id, categoryId: category.id },
    ]);
    const [product] = await db.select().from(products).limit(1);
    const user = await createUser(db);
    customer = await login(t.app, user);
    reporter = await login(t.app, await createStaff(db, ['ADMIN_REPORTS']));
    exporter = await login(t.app, await createStaff(db, ['ADMIN_PRODUCTS']));
    const now = new Date();
    quoteId = (await insertQuote(db, { userId: user.id, createdAt: now })).id;
    orderId = (
      await insertOrder(db, {
        userId: user.id,
        createdAt: now,
        lines: [{ productId: product!.id, quantity: 1 }],
      })
    ).id;
  });

  /** `max` + 5 requests from one address, then one from another: counts of each answer. */
  async function overLimit(max: number, request: (n: number) => InjectOptions) {
    const ip = address();
    const answers: LightMyRequestResponse[] = [];
    for (let n = 0; n < max + 5; n++) answers.push(await from(ip, request(n)));
    const other = await from(address(), request(max + 5));
    return { answers, count: statuses(answers), other: other.statusCode };
  }

  it('refuses searches, PDFs and reports past their limit per address, in Spanish, and serves another address', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const routes: Array<[name: string, max: number, request: (n: number) => InjectOptions]> = [
      [
        'search',
        LIMITS.searchesPerMinute,
        (n) => ({ method: 'GET', url: `/api/products?searchTerm=camara${n}` }),
      ],
      [
        'quote PDF',
        LIMITS.pdfsPerMinute,
        () => ({ method: 'GET', url: `/api/quote/${quoteId}`, headers: bearer(customer) }),
      ],
      [
        'order PDF',
        LIMITS.pdfsPerMinute,
        () => ({ method: 'GET', url: `/api/order/${orderId}`, headers: bearer(customer) }),
      ],
      [
        'clients report',
        LIMITS.reportsPerMinute,
        () => ({ method: 'GET', url: '/api/reports/generate-clients', headers: bearer(reporter) }),
      ],
      [
        'sales report',
        LIMITS.reportsPerMinute,
        () => ({
          method: 'GET',
          url: `/api/reports/generate-sales?period=month&date=${today}`,
          headers: bearer(reporter),
        }),
      ],
      [
        'stock report',
        LIMITS.reportsPerMinute,
        () => ({ method: 'GET', url: '/api/reports/generate-stock', headers: bearer(reporter) }),
      ],
      [
        'catalogue export',
        LIMITS.reportsPerMinute,
        () => ({ method: 'GET', url: '/api/products/export', headers: bearer(exporter) }),
      ],
    ];
    const hits: Record<string, string> = {};
    for (const [name, max, request] of routes) {
      const { answers, count, other } = await overLimit(max, request);
      expect(count, name).toEqual({ 200: max, 429: 5 });
      for (const refused of answers.filter((a) => a.statusCode === 429))
        expect(refused.json().message, name).toBe(MESSAGES.tooManyRequests);
      expect(other, `${name} from another address`).toBe(200);
      hits[name] = `${count[200]} served, ${count[429]} refused, other address ${other}`;
    }
    // Browsing the listing without a search is not counted as one.
    const browsing = await overLimit(LIMITS.searchesPerMinute, () => ({
      method: 'GET',
      url: '/api/products?offset=0',
    }));
    expect(browsing.count).toEqual({ 200: LIMITS.searchesPerMinute + 5 });
    recordFigures('Abuse limits: routes', {
      ...hits,
      'listing without search': `${browsing.count[200]} served`,
    });
  }, 120_000);

  it('draws at most the page limit per address, and the drawing’s own reads count against no one', async () => {
    const ip = address();
    const before = renders();
    const pages: LightMyRequestResponse[] = [];
    for (let n = 0; n < LIMITS.pagesPerMinute + 10; n++)
      pages.push(await from(ip, { method: 'GET', url: `/buscar-${n}` }));
    const drawn = renders() - before;
    const drawnPages = pages.filter((p) => p.body.includes('<div id="root">200,200</div>'));
    const shells = pages.filter((p) => p.body.includes('<div id="root"></div>'));
    const otherBefore = renders();
    const other = await from(address(), { method: 'GET', url: '/buscar-otra' });

    expect(pages.every((p) => p.statusCode === 200)).toBe(true);
    // Every drawn page's two searches were answered: in process, they were never limited.
    expect(drawnPages).toHaveLength(LIMITS.pagesPerMinute);
    expect(drawn).toBe(LIMITS.pagesPerMinute);
    expect(shells).toHaveLength(10);
    expect(renders() - otherBefore).toBe(1);
    expect(other.body).toContain('<div id="root">200,200</div>');

    // Those 2 x 120 in-process searches came from 127.0.0.1, and left its count untouched: a
    // request from 127.0.0.1 itself is counted from zero.
    const local: LightMyRequestResponse[] = [];
    for (let n = 0; n <= LIMITS.searchesPerMinute; n++)
      local.push(await t.app.inject({ method: 'GET', url: `/api/products?searchTerm=local${n}` }));
    expect(statuses(local)).toEqual({ 200: LIMITS.searchesPerMinute, 429: 1 });

    recordFigures('Abuse limits: drawn pages', {
      'pages asked from one address': pages.length,
      'drawn (server render)': drawn,
      'served the shell': shells.length,
      'in-process searches answered': drawnPages.length * 2,
      'searches from 127.0.0.1 after them before 429': statuses(local)[200] ?? 0,
    });
  }, 120_000);
});

describe('uploads', () => {
  it('caps each upload in size (413, Spanish) and judges it by its bytes, not its name', async () => {
    const db = t.app.db;
    const images = await login(t.app, await createStaff(db, ['ADMIN_IMAGES']));
    const importer = await login(t.app, await createStaff(db, ['ADMIN_PRODUCTS']));
    const zipHeader = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
    const cases: Array<{
      name: string;
      url: string;
      token?: string;
      body: ReturnType<typeof multipart>;
      expected: number | 'client error';
    }> = [
      {
        name: 'RUT over 5 MB',
        url: '/api/files/rut',
        body: multipart(
          'rutFile',
          'rut.pdf',
          'application/pdf',
          Buffer.concat([pdfBytes(), Buffer.alloc(RUT_MAX_BYTES)]),
        ),
        expected: 413,
      },
      {
        name: 'RUT: HTML named .pdf',
        url: '/api/files/rut',
        body: multipart('rutFile', 'rut.pdf', 'application/pdf', HTML_PAGE),
        expected: 'client error',
      },
      {
        name: 'RUT: PNG named .pdf',
        url: '/api/files/rut',
        body: multipart('rutFile', 'rut.pdf', 'application/pdf', PNG_IMAGE),
        expected: 'client error',
      },
      {
        name: 'image over 5 MB',
        url: '/api/files/product',
        token: images,
        body: multipart(
          'productImage',
          'foto.png',
          'image/png',
          Buffer.concat([PNG_IMAGE, Buffer.alloc(PRODUCT_IMAGE_MAX_BYTES)]),
        ),
        expected: 413,
      },
      {
        name: 'image: HTML named .png',
        url: '/api/files/product',
        token: images,
        body: multipart('productImage', 'foto.png', 'image/png', HTML_PAGE),
        expected: 'client error',
      },
      {
        name: 'image: PDF named .jpg',
        url: '/api/files/product',
        token: images,
        body: multipart('productImage', 'foto.jpg', 'image/jpeg', pdfBytes()),
        expected: 'client error',
      },
      {
        name: 'Excel over 10 MB',
        url: '/api/products/upload?dryRun=true',
        token: importer,
        body: multipart(
          PRODUCT_UPLOAD_FIELD,
          'productos.xlsx',
          XLSX,
          Buffer.concat([zipHeader, Buffer.alloc(PRODUCT_UPLOAD_LIMITS.maxBytes)]),
        ),
        expected: 413,
      },
      {
        name: 'Excel: PNG named .xlsx',
        url: '/api/products/upload?dryRun=true',
        token: importer,
        body: multipart(PRODUCT_UPLOAD_FIELD, 'productos.xlsx', XLSX, PNG_IMAGE),
        expected: 'client error',
      },
      {
        name: 'Excel: HTML named .xls',
        url: '/api/products/upload?dryRun=true',
        token: importer,
        body: multipart(
          PRODUCT_UPLOAD_FIELD,
          'productos.xls',
          'application/vnd.ms-excel',
          HTML_PAGE,
        ),
        expected: 'client error',
      },
      {
        name: 'Excel: zip that is no workbook',
        url: '/api/products/upload?dryRun=true',
        token: importer,
        body: multipart(
          PRODUCT_UPLOAD_FIELD,
          'productos.xlsx',
          XLSX,
          Buffer.concat([zipHeader, Buffer.alloc(64)]),
        ),
        expected: 'client error',
      },
    ];
    const refused: string[] = [];
    for (const c of cases) {
      const res = await from(address(), {
        method: 'POST',
        url: c.url,
        payload: c.body.payload,
        headers: { ...c.body.headers, ...(c.token ? bearer(c.token) : {}) },
      });
      if (c.expected === 413) expect(res.statusCode, c.name).toBe(413);
      else {
        expect(res.statusCode, c.name).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, c.name).toBeLessThan(500);
      }
      // A message a person can act on, in Spanish.
      expect(res.json().message, c.name).toMatch(/[áéíóúñ]|archivo|Excel|PDF|imagen/i);
      refused.push(`${c.name} ${res.statusCode}`);
    }
    recordFigures('Abuse limits: uploads', {
      'cases refused': `${refused.length} of ${cases.length}`,
      answers: refused.join(', '),
    });
  }, 120_000);
});

/** Runs `work` while sampling this process's memory (the parsing worker's heap is part of it). */
async function measured<T>(work: () => Promise<T>) {
  const before = process.memoryUsage();
  const peak = { rss: before.rss, heap: before.heapUsed };
  const sample = () => {
    const now = process.memoryUsage();
    peak.rss = Math.max(peak.rss, now.rss);
    peak.heap = Math.max(peak.heap, now.heapUsed);
  };
  const timer = setInterval(sample, 2);
  const start = performance.now();
  try {
    const result = await work();
    const ms = performance.now() - start;
    sample();
    const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;
    return {
      result,
      ms: Math.round(ms),
      rssGrowthMb: mb(peak.rss - before.rss),
      heapGrowthMb: mb(peak.heap - before.heapUsed),
    };
  } finally {
    clearInterval(timer);
  }
}

describe('hostile workbooks', () => {
  it('refuses a 1 GB zip bomb (declared or lying) and a 1,000,000-row sheet within 2 s, growing memory under 100 MB', async () => {
    const importer = await login(t.app, await createStaff(t.app.db, ['ADMIN_PRODUCTS']));
    const honest = gigabyteBomb({ lie: false });
    const lying = gigabyteBomb({ lie: true });
    const files: Array<[name: string, file: Buffer, expected: string]> = [
      ['1 GB bomb, size declared', honest.file, 'PRODUCT_FILE_TOO_LARGE'],
      ['1 GB bomb, size lied', lying.file, 'PRODUCT_FILE_TOO_LARGE'],
      ['1,000,000-row sheet', manyRowsSheet(1_000_000), 'PRODUCT_FILE_TOO_MANY_ROWS'],
    ];
    const figures: Record<string, string> = {};
    for (const [name, file, expected] of files) {
      const body = multipart(PRODUCT_UPLOAD_FIELD, 'productos.xlsx', XLSX, file);
      const run = await measured(() =>
        from(address(), {
          method: 'POST',
          url: '/api/products/upload?dryRun=true',
          payload: body.payload,
          headers: { ...body.headers, ...bearer(importer) },
        }),
      );
      expect(run.result.statusCode, name).toBe(413);
      expect(run.result.json().code, name).toBe(expected);
      // The issue's bound: refused within 2 s, memory growing less than 100 MB.
      expect(run.ms, name).toBeLessThan(2000);
      expect(run.rssGrowthMb, name).toBeLessThan(100);
      expect(run.heapGrowthMb, name).toBeLessThan(100);
      figures[name] =
        `${(file.length / 1024 / 1024).toFixed(1)} MB sent, ${run.result.statusCode} in ${run.ms} ms, ` +
        `RSS +${run.rssGrowthMb} MB, heap +${run.heapGrowthMb} MB`;
    }
    recordFigures('Abuse limits: hostile workbooks', {
      'bomb inflates to (bytes)': honest.inflatedBytes,
      ...figures,
    });
  }, 120_000);
});

describe('formula injection in generated workbooks', () => {
  const HOSTILE = [
    '=HYPERLINK("http://malo.example","clic")',
    '+57 300 CMD',
    '-2+3+cmd|calc',
    '@SUM(1+1)*cmd',
    '\t=1+1',
    '\r=1+1',
  ];

  it('writes every = + - @ (and tab or CR) start as quoted text in every report and export', async () => {
    const db = t.app.db;
    const reporter = await login(t.app, await createStaff(db, ['ADMIN_REPORTS']));
    const exporter = await login(t.app, await createStaff(db, ['ADMIN_PRODUCTS']));
    const brand = await createBrand(db, `=Marca ${subnet}`);
    const category = await createCategory(db, `+Categoría ${subnet}`);
    const now = new Date();
    for (const [i, text] of HOSTILE.entries()) {
      const user = await createUser(db);
      await db
        .update(profiles)
        .set({ fullName: text, businessName: text })
        .where(eq(profiles.userId, user.id));
      await insertOrder(db, {
        userId: user.id,
        createdAt: now,
        customer: { businessName: text, fullName: text, identification: text },
      });
      await createProducts(db, [
        { name: text, model: `${text} ${i}`, brandId: brand.id, categoryId: category.id },
      ]);
    }
    const today = now.toISOString().slice(0, 10);
    const download = async (url: string, token: string, payload?: unknown) => {
      const res = await from(address(), {
        ...json(payload ? 'POST' : 'GET', url, payload),
        headers: { ...bearer(token), 'x-requested-with': 'fetch' },
      });
      expect(res.statusCode, url).toBe(200);
      return formulaCensus(res.rawPayload);
    };
    const reports = {
      clients: await download('/api/reports/generate-clients', reporter),
      sales: await download(`/api/reports/generate-sales?period=month&date=${today}`, reporter),
      stock: await download('/api/reports/generate-stock', reporter),
      'catalogue export': await download('/api/products/export', exporter),
      'upload errors': await download('/api/products/upload/report', exporter, {
        errors: HOSTILE.map((text, i) => ({
          row: i + 2,
          sku: text,
          column: 'Nombre',
          reason: text,
        })),
      }),
    };
    const figures: Record<string, string> = {};
    for (const [name, census] of Object.entries(reports)) {
      expect(census.formulas, name).toBe(0);
      expect(census.unescaped, name).toEqual([]);
      // Every planted value reached the workbook, quoted.
      expect(census.escaped, name).toBeGreaterThanOrEqual(HOSTILE.length);
      figures[name] =
        `${census.cells} cells, ${census.escaped} escaped, ${census.formulas} formulas, ${census.unescaped.length} unescaped`;
    }
    recordFigures('Abuse limits: formula injection', figures);
  }, 120_000);
});
