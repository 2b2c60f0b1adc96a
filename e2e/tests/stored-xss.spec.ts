import ExcelJS from 'exceljs';
import type { APIResponse, Page } from '@playwright/test';
import { expect, test, WRITE_HEADERS } from '../support/fixtures';
import { recordFigures } from '../../scripts/reliability-figures';
import { DEMO_ADMIN } from '../support/staff';
import { XSS_PAYLOADS, type XssPayload } from '../support/xss-payloads';
import { PageScanner, type Ready } from '../support/xss-pages';
import { liveMarkupOf, watchForXss, type XssWatch } from '../support/xss-watch';

/*
 * Issue 16, item 5: every payload of support/xss-payloads.ts is stored by an administrator as
 * rich text (product descriptions through the API and through the Excel import, brand
 * descriptions, information pages) and as plain text (product names and characteristics, brand
 * titles, the Home section's groups and items), then drawn in Chromium: the storefront's
 * server-drawn first view for an anonymous visitor and the page hydrated from it, the same pages
 * drawn by the browser for a signed-in administrator, and the dashboard's detail and edit screens
 * with the rich-text editor. No payload may run, open a dialog or reach a page as live markup,
 * every HTML answer carries a Content-Security-Policy, and what the API stored holds no handler.
 */

test.use({ viewport: { width: 1280, height: 900 } });

const PER_PRODUCT = 40;
const PER_BRAND = 60;
const PER_PAGE = 100;
const PER_GROUP = 55;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const run = Date.now().toString(36);
const chunk = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) =>
    items.slice(i * size, (i + 1) * size),
  );
/** Payloads a one-line text field takes: no control characters, within its length. */
const fitsLine = (max: number) => (p: XssPayload) =>
  p.html.length <= max && ![...p.html].some((c) => c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127);
/** XML 1.0, and so xlsx, cannot carry C0 control characters other than tab and line breaks. */
const xmlText = (text: string) =>
  [...text].filter((ch) => ch.charCodeAt(0) >= 32 || '\t\n\r'.includes(ch)).join('');
/** A batch as rich text, behind a paragraph the spec waits for before it looks. */
const richText = (label: string, payloads: readonly XssPayload[]) =>
  `<p>${label}</p>\n${payloads.map((p) => p.html).join('\n')}`;

const shown =
  (text: string, exact = true): Ready =>
  (page) =>
    page.getByText(text, { exact });

interface Stored {
  kind: string;
  id: number | string;
  label: string;
  ready: Ready;
  /** Where the storefront shows it, and whether the server draws it first. */
  shopPath: string;
  firstView: boolean;
}

async function ok<T>(response: APIResponse, what: string) {
  expect(response.ok(), `${what}: ${response.status()} ${await response.text()}`).toBe(true);
  return (response.status() === 204 ? null : await response.json()) as T;
}

test('stored XSS: the filter-evasion payloads saved through the API and the Excel import never run on the storefront or in the dashboard', async ({
  browser,
  playwright,
}) => {
  test.setTimeout(240_000);
  const admin = await playwright.request.newContext({ extraHTTPHeaders: WRITE_HEADERS });
  await ok(await admin.post('/api/auth/login', { data: DEMO_ADMIN }), 'admin sign-in');

  const payloads = XSS_PAYLOADS;
  const lines = payloads.filter(fitsLine(120));
  const stored: Stored[] = [];
  const productIds: number[] = [];
  const brandIds: number[] = [];
  const pageSlugs: string[] = [];
  let viaApi = 0;
  let viaImport = 0;
  let homeReady: Ready = shown('');

  const sections = await ok<{ id: number; name: string; content: unknown[] }[]>(
    await admin.get('/api/contents'),
    'sections',
  );
  const home = sections.find((s) => s.name === 'Home')!;

  try {
    await test.step('store every payload through the API and the Excel import', async () => {
      const [levelOne] = await ok<{ id: number; name: string }[]>(
        await admin.get('/api/category?level=1'),
        'categories',
      );

      for (const [k, batch] of chunk(payloads, PER_BRAND).entries()) {
        const label = `Lote XSS ${run} marca ${k}`;
        const brand = await ok<{ id: number }>(
          await admin.post('/api/brand', {
            data: {
              name: `XSS ${run} ${k}`,
              title: lines[k % lines.length]!.html,
              description: richText(label, batch),
            },
          }),
          `brand ${k}`,
        );
        brandIds.push(brand.id);
        stored.push({
          kind: 'brand',
          id: brand.id,
          label,
          ready: shown(label),
          shopPath: `/brand/${brand.id}`,
          firstView: true,
        });
        viaApi++;
      }

      const product = (k: number, via: string) => ({
        name: `XSS ${run} ${via} ${k} ${lines[(k * 7) % lines.length]!.html}`,
        model: `XSS-${k}`,
        sku: `XSS-${run}-${via}-${k}`,
        price: 100_000,
        stock: 5,
        brandIndex: k % brandIds.length,
      });
      for (const [k, batch] of chunk(payloads, PER_PRODUCT).entries()) {
        const label = `Lote XSS ${run} API ${k}`;
        const base = product(k, 'API');
        const created = await ok<{ id: number }>(
          await admin.post('/api/products', {
            data: {
              name: base.name,
              model: base.model,
              sku: base.sku,
              description: richText(label, batch),
              caracteristics: batch.filter(fitsLine(300)).map((p) => p.html.replace(/,/g, ';')),
              price: base.price,
              ivaClass: 'GENERAL',
              stock: base.stock,
              minimumStock: 0,
              brand: brandIds[base.brandIndex],
              categories: [levelOne!.id],
              available: true,
              images: { product_url: '/api/files/product/xss.png', views_url: [] },
            },
          }),
          `product ${k}`,
        );
        productIds.push(created.id);
        stored.push({
          kind: 'product',
          id: created.id,
          label,
          ready: shown(label),
          shopPath: `/product/${created.id}`,
          firstView: true,
        });
        viaApi++;
      }

      // The import: the shop's own template, one row per batch, payloads in the description cells.
      const template = await admin.get('/api/products/upload/template');
      expect(template.ok()).toBe(true);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(Buffer.from(await template.body()) as unknown as ArrayBuffer);
      const sheet = book.getWorksheet('Productos')!;
      const headers = (sheet.getRow(1).values as string[]).slice(1);
      const brandNames = brandIds.map((_, k) => `XSS ${run} ${k}`);
      const imported = chunk(payloads, PER_PRODUCT).map((batch, k) => ({
        ...product(k, 'XLSX'),
        label: `Lote XSS ${run} XLSX ${k}`,
        batch,
      }));
      for (const row of imported) {
        const cells: Record<string, string | number> = {
          SKU: row.sku,
          Nombre: row.name,
          Modelo: row.model,
          Marca: brandNames[row.brandIndex]!,
          Categoría: levelOne!.name,
          Descripción: xmlText(richText(row.label, row.batch)),
          Características: lines[0]!.html.replace(/,/g, ';'),
          'Precio (COP)': row.price,
          'IVA (%)': 19,
          Stock: row.stock,
          'Imagen principal (URL)': '/api/files/product/xss.png',
        };
        sheet.addRow(headers.map((h) => cells[h] ?? null));
      }
      const upload = await admin.post('/api/products/upload', {
        multipart: {
          productFile: {
            name: 'xss.xlsx',
            mimeType: XLSX,
            buffer: Buffer.from(await book.xlsx.writeBuffer()),
          },
        },
      });
      await ok(upload, 'Excel import');
      const listed = await ok<{ products: { id: number; sku: string }[] }>(
        await admin.get(
          `/api/products/admin?searchTerm=${encodeURIComponent(`XSS ${run} XLSX`)}&limit=100`,
        ),
        'imported products',
      );
      for (const row of imported) {
        const found = listed.products.find((p) => p.sku === row.sku);
        expect(found, `imported ${row.sku}`).toBeDefined();
        productIds.push(found!.id);
        stored.push({
          kind: 'product',
          id: found!.id,
          label: row.label,
          ready: shown(row.label),
          shopPath: `/product/${found!.id}`,
          firstView: true,
        });
        viaImport++;
      }

      for (const [k, batch] of chunk(payloads, PER_PAGE).entries()) {
        const slug = `xss-${run}-${k}`;
        const label = `Lote XSS ${run} página ${k}`;
        await ok(
          await admin.post('/api/pages', {
            data: {
              slug,
              title: `XSS ${run} ${k} ${lines[k]!.html}`.slice(0, 120),
              body: richText(label, batch),
            },
          }),
          `page ${slug}`,
        );
        pageSlugs.push(slug);
        stored.push({
          kind: 'page',
          id: slug,
          label,
          ready: shown(label),
          shopPath: `/info/${slug}`,
          firstView: false,
        });
        viaApi++;
      }

      // The Home section: a group name and an item name per payload that fits one line.
      const groups = chunk(lines, PER_GROUP).map((batch, g) => ({
        name: lines[(g * 13) % lines.length]!.html,
        isHighlighted: g % 2 === 0,
        contents: batch.map((p) => ({
          name: p.html,
          description: p.html,
          url: '/info/envios',
        })),
      }));
      homeReady = shown(groups[0]!.name.trim());
      await ok(
        await admin.patch(`/api/contents/${home.id}`, {
          data: { content: [...home.content, ...groups] },
        }),
        'Home section',
      );
      viaApi += groups.reduce((sum, group) => sum + group.contents.length, 0);
    });

    // What the API kept: each rich text parsed inert must hold no handler, script or javascript: link.
    const storedFindings: string[] = [];
    let storedChecked = 0;
    const checker = await browser.newPage();
    await test.step('read the stored rich text back through the API', async () => {
      await checker.goto('/api/config');
      const texts: [string, string][] = [];
      for (const id of productIds) {
        const p = await ok<{ description: string }>(
          await admin.get(`/api/products/${id}/admin`),
          `product ${id}`,
        );
        texts.push([`product ${id}`, p.description]);
      }
      for (const id of brandIds) {
        const b = await ok<{ description: string }>(
          await admin.get(`/api/brand/${id}`),
          `brand ${id}`,
        );
        texts.push([`brand ${id}`, b.description]);
      }
      const pages = await ok<{ slug: string; body: string }[]>(
        await admin.get('/api/pages'),
        'pages',
      );
      for (const p of pages.filter((page) => pageSlugs.includes(page.slug)))
        texts.push([`page ${p.slug}`, p.body]);
      for (const [where, html] of texts) {
        storedFindings.push(...(await liveMarkupOf(checker, html)).map((f) => `${where}: ${f}`));
        storedChecked++;
      }
    });
    await checker.close();

    const anonymous = await browser.newContext();
    const signedIn = await browser.newContext();
    const watches = [await watchForXss(anonymous), await watchForXss(signedIn)];
    await ok(
      await signedIn.request.post('/api/auth/login', { headers: WRITE_HEADERS, data: DEMO_ADMIN }),
      'admin browser sign-in',
    );
    const scanner = new PageScanner();
    const shopPages: Stored[] = [
      ...stored,
      { kind: 'home', id: 'home', label: '', ready: homeReady, shopPath: '/', firstView: true },
      {
        kind: 'search',
        id: 'search',
        label: '',
        ready: shown(`XSS ${run} API 0 `, false),
        shopPath: `/search/${encodeURIComponent(`XSS ${run}`)}`,
        firstView: true,
      },
    ];

    await test.step('an anonymous visitor: the server-drawn first view, then the hydrated page', async () => {
      const page = await anonymous.newPage();
      for (const s of shopPages)
        await scanner.load(page, s.shopPath, s.ready, s.firstView ? watches[0] : undefined);
    });

    await test.step('a signed-in administrator: the storefront drawn in the browser', async () => {
      const page = await signedIn.newPage();
      const [first, ...rest] = shopPages;
      await scanner.load(page, first!.shopPath, first!.ready);
      for (const s of rest) await scanner.go(page, s.shopPath, s.ready);
    });

    await test.step('the dashboard: product detail and edit form, brand, content and page editors', async () => {
      const page = await signedIn.newPage();
      const [first, ...rest] = stored.filter((x) => x.kind === 'product');
      const editor = (label: string) => (p: Page) =>
        p.getByRole('textbox', { name: 'Descripción' }).getByText(label, { exact: true });
      await scanner.load(page, `/dashboard/admin-products/${first!.id}`, first!.ready);
      await scanner.go(page, `/dashboard/admin-products/update/${first!.id}`, editor(first!.label));
      for (const s of rest) {
        await scanner.go(page, `/dashboard/admin-products/${s.id}`, s.ready);
        await scanner.go(page, `/dashboard/admin-products/update/${s.id}`, editor(s.label));
      }
      const brandButton = (k: number) => (p: Page) =>
        p.getByRole('button', { name: `Editar la marca XSS ${run} ${k}`, exact: true });
      await scanner.go(page, '/dashboard/admin-products/brands', brandButton(0));
      for (const [k, s] of stored.filter((x) => x.kind === 'brand').entries())
        await scanner.dialog(page, brandButton(k)(page), (p) =>
          p.getByRole('dialog').getByText(s.label, { exact: true }),
        );
      await scanner.go(page, `/dashboard/contents/update/${home.id}`, (p) =>
        p.getByRole('button', { name: 'Guardar cambios' }),
      );
      const pageButton = (k: number) => (p: Page) =>
        p.getByRole('button', { name: `Editar la página XSS ${run} ${k} ` });
      await scanner.go(page, '/dashboard/contents', pageButton(0));
      for (const [k] of pageSlugs.entries())
        await scanner.dialog(page, pageButton(k)(page), (p) => p.getByRole('dialog'));
    });
    await anonymous.close();
    await signedIn.close();

    const seen = (pick: (w: XssWatch) => unknown[]) => watches.flatMap(pick);
    const executions = seen((w) => w.executions);
    const dialogs = seen((w) => w.dialogs);
    const blocked = seen((w) => w.blockedScripts);
    const withoutCsp = seen((w) => w.htmlWithoutCsp);
    recordFigures('Stored XSS', {
      payloads: payloads.length,
      'records via API': viaApi,
      'products via Excel import': viaImport,
      'stored rich texts checked': storedChecked,
      'pages rendered': scanner.rendered,
      'of them first views': scanner.firstViews,
      'HTML answers': watches.reduce((sum, w) => sum + w.htmlAnswers, 0),
      'HTML answers without CSP': withoutCsp.length,
      'script executions': executions.length,
      dialogs: dialogs.length,
      'scripts blocked by CSP': blocked.length,
      'live markup stored': storedFindings.length,
      'live markup rendered': scanner.findings.length,
    });
    expect(executions, 'payloads whose script ran').toEqual([]);
    expect(dialogs, 'dialogs opened').toEqual([]);
    expect(blocked, 'scripts only the CSP stopped (the sanitizer let them through)').toEqual([]);
    expect(withoutCsp, 'HTML answers without a Content-Security-Policy').toEqual([]);
    expect(storedFindings, 'live markup in what the API stored').toEqual([]);
    expect(scanner.findings, 'live markup in the drawn pages').toEqual([]);
  } finally {
    // The shop is left as it was for the other journeys.
    await admin.patch(`/api/contents/${home.id}`, { data: { content: home.content } });
    for (const slug of pageSlugs) await admin.delete(`/api/pages/${slug}`);
    for (const id of productIds) await admin.delete(`/api/products/${id}`);
    for (const id of brandIds) await admin.delete(`/api/brand/${id}`);
    await admin.post('/api/auth/logout');
    await admin.dispose();
  }
});
