import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { expect, signIn, test } from '../support/fixtures';
import { DEMO_ADMIN } from '../support/staff';

/** Vite's record of which source module became which file (apps/web/dist/.vite). */
type Manifest = Record<
  string,
  { file: string; src?: string; isEntry?: boolean; isDynamicEntry?: boolean; imports?: string[] }
>;
const dist = new URL('../../apps/web/dist/', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('.vite/manifest.json', dist), 'utf8')) as Manifest;

// Code that only the dashboard needs: its routes and the features of its screens.
const DASHBOARD_MODULE =
  /^src\/(app\/routes\/dashboard\/|features\/(dashboard|admin-shell|admin-summary|clients|roles|history|reports|images|stock|admin-categories|admin-brands|admin-contents|admin-config|admin-products|product-upload|admin-taxes|admin-payments)\/)/;
const dashboardFiles = new Set(
  Object.values(manifest)
    .filter((chunk) => chunk.src && DASHBOARD_MODULE.test(chunk.src))
    .map((chunk) => `/${chunk.file}`),
);

/** The script files a page fetches from now on. */
function recordScripts(page: Page): Set<string> {
  const scripts = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
  });
  return scripts;
}

test('a storefront visitor never downloads dashboard code; an admin gets it on opening /dashboard', async ({
  page,
}) => {
  // The layout is its own lazy chunk: were it imported eagerly, it would not be listed apart.
  expect(manifest['src/app/routes/dashboard/layout.tsx']?.isDynamicEntry).toBe(true);

  const visitorScripts = recordScripts(page);
  await page.goto('/');
  await page.getByRole('link', { name: /./ }).first().waitFor();
  await page.goto('/search/cable');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/');
  await signIn(page, DEMO_ADMIN);
  await page.goto('/shopping-cart');
  await expect(page.getByRole('heading', { name: 'Carrito' })).toBeVisible();
  expect(visitorScripts.size).toBeGreaterThan(0);
  expect([...visitorScripts].filter((file) => dashboardFiles.has(file))).toEqual([]);
  // Libraries only the dashboard uses travel in shared chunks that carry no source name, so the
  // visitor's scripts are read for their code instead: the rich text editor (ProseMirror) is not
  // among them.
  for (const file of visitorScripts) {
    const code = await (await page.request.get(file)).text();
    expect(code, file).not.toContain('ProseMirror');
  }

  const dashboardScripts = recordScripts(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('navigation', { name: 'Opciones' })).toBeVisible();
  expect([...dashboardScripts].filter((file) => dashboardFiles.has(file)).length).toBeGreaterThan(
    0,
  );
});

/** The chunks the storefront's entry imports statically: what a first visit must download. */
function staticGraph(): string[] {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const next of manifest[key]?.imports ?? []) visit(next);
  };
  if (entry) visit(entry);
  return [...seen];
}

// Issue 15: what only staff screens need stays out of the storefront's first download.
const HEAVY_MODULE = /dashboard|rich-text-editor|chart|xlsx|pdf/i;
const HEAVY_LIBRARY = ['ProseMirror', 'SheetJS', 'jsPDF', 'PDFDocument', 'Chart.js'];
const INITIAL_JS_BUDGET = 150 * 1024;

test('the storefront entry graph holds no dashboard, editor, chart, xlsx or PDF code and fits 150 KB gzipped', () => {
  const graph = staticGraph();
  expect(graph.length).toBeGreaterThan(0);
  expect(graph.filter((key) => HEAVY_MODULE.test(manifest[key]?.src ?? key))).toEqual([]);
  let gzipBytes = 0;
  for (const key of graph) {
    const code = readFileSync(new URL(manifest[key]!.file, dist));
    gzipBytes += gzipSync(code).length;
    const text = code.toString('utf8');
    expect(
      HEAVY_LIBRARY.filter((marker) => text.includes(marker)),
      key,
    ).toEqual([]);
  }
  expect(gzipBytes).toBeLessThanOrEqual(INITIAL_JS_BUDGET);
});

test("an anonymous visitor's product page leaves the quantity form's code to signed-in customers", async ({
  page,
  customer,
}) => {
  const cartForm = manifest['src/features/cart/components/add-to-cart-form.tsx'];
  expect(cartForm?.isDynamicEntry).toBe(true);
  const formFile = `/${cartForm!.file}`;
  const listed = (await (await page.request.get('/api/products?offset=0&limit=1')).json()) as {
    products: Array<{ id: number }>;
  };
  const productPath = `/product/${listed.products[0]!.id}`;

  const visitorScripts = recordScripts(page);
  await page.goto(productPath);
  await expect(page.getByRole('button', { name: 'Acceder y Ver Precio' })).toBeVisible();
  expect(visitorScripts.has(formFile)).toBe(false);

  await signIn(page, customer);
  await expect(page.getByRole('button', { name: 'Agregar al carrito' })).toBeVisible();
  expect(visitorScripts.has(formFile)).toBe(true);
});
