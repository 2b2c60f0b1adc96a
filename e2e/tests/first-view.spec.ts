import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

/** React's own hydration complaints (and any uncaught error) while a page loads. */
function watchErrors(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && /react|hydrat|#4\d\d/i.test(message.text()))
      problems.push(message.text());
  });
  return problems;
}

const firstProduct = async (page: Page) => {
  const answer = await page.request.get('/api/products?offset=0&limit=1');
  return ((await answer.json()) as { products: Array<{ id: number; name: string }> }).products[0]!;
};

test('an anonymous visitor gets the product page drawn in the HTML; it hydrates without errors and responds', async ({
  page,
}) => {
  const product = await firstProduct(page);
  const html = await (await page.request.get(`/product/${product.id}`)).text();
  const drawn =
    /<div id="root">([\s\S]*)<\/div><script type="application\/json" id="first-view-state">/.exec(
      html,
    );
  expect(drawn?.[1]).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
  expect(drawn?.[1]).toContain('Acceder y Ver Precio');

  const problems = watchErrors(page);
  await page.goto(`/product/${product.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
  // A working button is a hydrated page.
  await page.getByRole('button', { name: 'Acceder y Ver Precio' }).click();
  await expect(page.getByRole('dialog', { name: 'Acceda' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('home, a category and a search are drawn by the server and hydrate cleanly, in light and dark', async ({
  page,
}) => {
  const categories = (await (await page.request.get('/api/category?level=1')).json()) as Array<{
    id: number;
    name: string;
  }>;
  const pages = [
    { path: '/', heading: null },
    { path: `/categories/${categories[0]!.id}`, heading: categories[0]!.name },
    { path: '/search/cable', heading: /cable/ },
  ];
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const { path, heading } of pages) {
      const html = await (await page.request.get(path)).text();
      expect(html, path).toContain('id="first-view-state"');
      const problems = watchErrors(page);
      await page.goto(path);
      if (heading) await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.getByRole('main')).not.toBeEmpty();
      expect(problems, `${path} (${scheme})`).toEqual([]);
    }
  }
});

test("a drawn listing's head asks for the stylesheet and its first images before any script", async ({
  page,
}) => {
  const categories = (await (await page.request.get('/api/category?level=1')).json()) as Array<{
    id: number;
  }>;
  const html = await (await page.request.get(`/categories/${categories[0]!.id}`)).text();
  const head = html.slice(0, html.indexOf('</head>'));
  const firstScript = head.indexOf('<script');
  const stylesheet = head.indexOf('<link rel="stylesheet"');
  const imagePreload = head.indexOf('<link rel="preload" as="image"');
  expect(stylesheet).toBeGreaterThan(0);
  expect(stylesheet).toBeLessThan(firstScript);
  expect(imagePreload).toBeGreaterThan(0);
  expect(imagePreload).toBeLessThan(firstScript);
  // Taken out of the drawn markup, not copied: the root holds the page, not its preloads.
  const root = html.slice(html.indexOf('<div id="root">'));
  expect(root.startsWith('<div id="root"><link')).toBe(false);
});

test('the text font is asked for with the stylesheet, and in use once the page has loaded', async ({
  page,
}) => {
  const head = (await (await page.request.get('/')).text()).split('</head>')[0]!;
  const preload = /<link rel="preload" href="([^"]+\.woff2)" as="font"[^>]*crossorigin>/.exec(head);
  expect(preload, 'a font preload in the head').not.toBeNull();
  expect(head.indexOf(preload![0])).toBeLessThan(head.indexOf('<script'));
  await page.goto('/');
  await page.evaluate(() => document.fonts.ready);
  const loaded = await page.evaluate(() =>
    [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family),
  );
  expect(loaded).toContain('Inter Variable');
});

test('a signed-in customer gets the shell: prices and the cart are drawn by the browser', async ({
  signedIn: page,
}) => {
  const product = await firstProduct(page);
  const html = await (await page.request.get(`/product/${product.id}`)).text();
  expect(html).toContain('<div id="root"></div>');
  expect(html).not.toContain('first-view-state');
  await page.goto(`/product/${product.id}`);
  await expect(page.getByRole('button', { name: 'Agregar al carrito' })).toBeVisible();
});

test('a drawn listing fits the screen before any script runs: side filters on a desktop, the "Filtros" button on a phone', async ({
  browser,
  baseURL,
}) => {
  for (const [width, sideFilters, filtersButton] of [
    [1280, 1, 0],
    [390, 0, 1],
  ] as const) {
    const context = await browser.newContext({
      baseURL,
      viewport: { width, height: 900 },
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    await page.goto('/search/cable');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/cable/);
    await expect(page.getByRole('complementary', { name: 'Filtros' }), `${width}`).toHaveCount(
      sideFilters,
    );
    await expect(page.getByRole('button', { name: 'Filtros' }), `${width}`).toHaveCount(
      filtersButton,
    );
    await context.close();
  }
});
