import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

const SHOP = 'Andina Telecom';

const first = async <T>(request: APIRequestContext, url: string, pick: (body: never) => T) =>
  pick((await (await request.get(url)).json()) as never);

const description = (page: Page) =>
  page.locator('meta[name="description"]').getAttribute('content');

/** The head the server sends, before any script runs: what a search engine reads. */
async function servedHead(request: APIRequestContext, path: string) {
  const answer = await request.get(path);
  const html = await answer.text();
  return {
    status: answer.status(),
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    description: /<meta\s+name="description"\s+content="([^"]*)"/.exec(html)?.[1],
  };
}

test('each public page has its own title and description, in the served HTML and once drawn', async ({
  page,
}) => {
  const product = await first(
    page.request,
    '/api/products?offset=0&limit=1',
    (b: { products: { id: number; name: string; model: string }[] }) => b.products[0]!,
  );
  const category = await first(
    page.request,
    '/api/category?level=1',
    (b: { id: number; name: string }[]) => b[0]!,
  );
  const brand = await first(
    page.request,
    '/api/brand',
    (b: { id: number; name: string }[]) => b[0]!,
  );
  const pages = [
    { path: '/', title: SHOP, about: /redes, seguridad electrónica/ },
    {
      path: `/product/${product.id}`,
      title: `${product.name} | ${SHOP}`,
      about: new RegExp(`modelo ${product.model}`),
    },
    { path: `/categories/${category.id}`, title: `${category.name} | ${SHOP}`, about: /productos/ },
    { path: `/brand/${brand.id}`, title: `${brand.name} | ${SHOP}`, about: /Productos/ },
    { path: '/search/cable', title: `Búsqueda "cable" | ${SHOP}`, about: /"cable"/ },
    { path: '/info/quienes-somos', title: `Quiénes somos | ${SHOP}`, about: /\w{4,}/ },
  ];
  const titles = new Set<string>();
  for (const { path, title, about } of pages) {
    await page.goto(path);
    await expect(page, path).toHaveTitle(title);
    expect(await description(page), path).toMatch(about);
    titles.add(await page.title());
  }
  expect(titles.size).toBe(pages.length);

  // Drawn on the server for an anonymous visitor: the head is right before the scripts run.
  const served = await servedHead(page.request, `/product/${product.id}`);
  expect(served).toMatchObject({ status: 200, title: `${product.name} | ${SHOP}` });
  expect(served.description).toMatch(new RegExp(`modelo ${product.model}`));
});

test("an unknown address and a missing product answer 404 with 'Página no encontrada'", async ({
  page,
}) => {
  for (const path of ['/esto-no-existe', '/categorias/de/mas']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Página no encontrada');
    await expect(page).toHaveTitle(`Página no encontrada | ${SHOP}`);
  }
  const missing = await page.goto('/product/2000000000');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Página no encontrada');
  expect((await servedHead(page.request, '/product/abc')).status).toBe(404);
  expect((await servedHead(page.request, '/info/no-existe')).status).toBe(404);
});

test('a signed-in customer gets the same 404 for a missing product', async ({ signedIn: page }) => {
  const missing = await page.goto('/product/2000000000');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Página no encontrada');
  await page.goto('/shopping-cart');
  await expect(page).toHaveTitle(`Carrito de Compras | ${SHOP}`);
});
