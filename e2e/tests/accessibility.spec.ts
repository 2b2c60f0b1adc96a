import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';
import { expect, test } from '../support/fixtures';

/*
 * axe-core over the screens people use most, at a desktop width in the light theme and a phone
 * width in the dark one: contrast, names, landmarks and ARIA break per theme and per layout.
 * The rules are WCAG 2.1 A and AA, what a public shop in Colombia is held to.
 */

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

// Two views of several screens, each analysed whole: minutes, not the default half-minute.
test.describe.configure({ timeout: 180_000 });

const VIEWS = [
  { name: '1366 px, claro', width: 1366, height: 900, colorScheme: 'light' as const },
  { name: '390 px, oscuro', width: 390, height: 844, colorScheme: 'dark' as const },
];

// axe-core's own build, evaluated in the page as a script the test brings (not one the page
// loads, so the shop's CSP is not loosened for it).
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** Each violation as one readable line: the rule, then the elements it found. */
async function violations(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  const options: RunOptions = { runOnly: { type: 'tag', values: WCAG } };
  const result = await page.evaluate(
    (runOptions) =>
      (
        window as unknown as { axe: { run: (c: Document, o: RunOptions) => Promise<AxeResults> } }
      ).axe.run(document, runOptions),
    options,
  );
  return result.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

async function expectAccessible(page: Page, path: string, ready: (page: Page) => Promise<void>) {
  for (const view of VIEWS) {
    await page.setViewportSize({ width: view.width, height: view.height });
    await page.emulateMedia({ colorScheme: view.colorScheme });
    await page.goto(path);
    await ready(page);
    expect(await violations(page), `${path} at ${view.name}`).toEqual([]);
  }
}

const heading = (page: Page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible();

async function firstProductPath(page: Page): Promise<string> {
  const answer = await page.request.get('/api/products?offset=0&limit=1');
  const { products } = (await answer.json()) as { products: { id: number }[] };
  return `/product/${products[0]!.id}`;
}

async function firstCategoryPath(page: Page): Promise<string> {
  const answer = await page.request.get('/api/category?level=1');
  const categories = (await answer.json()) as { id: number }[];
  return `/categories/${categories[0]!.id}`;
}

test('the storefront a visitor sees has no WCAG 2.1 AA violations', async ({ page }) => {
  await expectAccessible(page, '/', heading);
  await expectAccessible(page, await firstCategoryPath(page), heading);
  await expectAccessible(page, await firstProductPath(page), heading);
  await expectAccessible(page, '/search/cable', heading);
  // /login is the home page with the sign-in dialog open over it.
  await expectAccessible(page, '/login', (p) => expect(p.getByRole('dialog')).toBeVisible());
  await expectAccessible(page, '/no-existe', heading);
});

test('the customer’s cart, orders and account have no WCAG 2.1 AA violations', async ({
  signedIn: page,
  customer,
}) => {
  await expectAccessible(page, '/shopping-cart', heading);
  await expectAccessible(page, '/orders', heading);
  await expectAccessible(page, '/quotes', heading);
  await expectAccessible(page, `/user/${customer.id}`, heading);
});

test.describe('the dashboard', () => {
  test.use({
    staffPermissions: ['ADMIN_CLIENTS', 'ADMIN_PRODUCTS', 'ADMIN_ORDERS', 'ADMIN_CONFIG'],
  });

  test('its screens have no WCAG 2.1 AA violations', async ({ signedInAsStaff: page }) => {
    for (const path of [
      '/dashboard',
      '/dashboard/admin-products',
      '/dashboard/clients',
      '/dashboard/history',
      '/dashboard/config',
    ]) {
      await expectAccessible(page, path, heading);
    }
  });
});

test.describe('the dashboard dialogs', () => {
  test.use({ staffPermissions: ['ADMIN_BRANDS', 'ADMIN_TAGS', 'ADMIN_CONTENTS'] });

  test('the image library, the rename and the unsaved-changes dialogs have no WCAG 2.1 AA violations', async ({
    signedInAsStaff: page,
  }) => {
    await expectAccessible(page, '/dashboard/admin-products/brands', async (p) => {
      await p.getByRole('button', { name: 'Crear marca' }).click();
      await p.getByRole('button', { name: /Elegir de la biblioteca/ }).click();
      const library = p.getByRole('dialog', { name: 'Logo: elegir de la biblioteca' });
      await expect(library.getByRole('list', { name: 'Imágenes de la biblioteca' })).toBeVisible();
    });
    await expectAccessible(page, '/dashboard/admin-products/categories', async (p) => {
      await p
        .getByRole('button', { name: /^Renombrar la categoría/ })
        .first()
        .click();
      await expect(p.getByRole('dialog', { name: 'Renombrar categoría' })).toBeVisible();
    });
    await expectAccessible(page, '/dashboard/admin-products/categories/create', async (p) => {
      await p.getByLabel('Nombre').fill('Sin guardar');
      // The trail back to the list is there at every width; the side menu is not, on a phone.
      await p.getByRole('main').getByRole('link', { name: 'Categorías', exact: true }).click();
      await expect(p.getByRole('dialog', { name: 'Cambios sin guardar' })).toBeVisible();
    });
    await expectAccessible(page, '/dashboard/contents', heading);
  });
});
