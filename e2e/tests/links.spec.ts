import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

/** The shop's own addresses on the page (no API files, mail, phone or other sites), once each. */
async function internalLinks(page: Page, scope: string): Promise<string[]> {
  const hrefs = await page
    .locator(`${scope} a[href]`)
    .evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href));
  const origin = new URL(page.url()).origin;
  const paths = hrefs
    .map((href) => new URL(href))
    .filter((url) => url.origin === origin && !url.pathname.startsWith('/api/'))
    .map((url) => url.pathname + url.search);
  return [...new Set(paths)].sort();
}

/** Opens an address as a visitor would (a fresh load) and checks a real page answers. */
async function expectRealPage(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await page.waitForLoadState('networkidle');
  // By tag, not role: on /login the sign-in dialog hides the page from assistive tech.
  await expect(page.locator('main'), path).not.toBeEmpty();
  // 'Página no encontrada', or a record's 'Marca no encontrada', 'Producto no encontrado'…
  await expect(page.getByRole('heading', { name: /no encontrad/i }), path).toHaveCount(0);
}

test('every internal link of the home page and the footer leads to a real page', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Quiénes somos' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link').first()).toBeVisible();

  const links = await internalLinks(page, 'body');
  const footerLinks = await internalLinks(page, 'footer');
  // The demo footer: 8 information pages and 4 categories, on top of whatever the home shows.
  expect(footerLinks.length).toBeGreaterThanOrEqual(12);
  expect(links).toEqual(expect.arrayContaining(footerLinks));

  const informationPages = links.filter((path) => path.startsWith('/info/'));
  expect(informationPages.length).toBeGreaterThanOrEqual(8);
  for (const path of links) await expectRealPage(page, path);

  // The information pages link on (brands, other pages): those lead somewhere real too.
  const seen = new Set(links);
  const further = new Set<string>();
  for (const path of informationPages) {
    await page.goto(path);
    await expect(page.getByRole('article')).toBeVisible();
    for (const link of await internalLinks(page, 'article')) if (!seen.has(link)) further.add(link);
  }
  for (const path of further) await expectRealPage(page, path);
});

test('an information page shows its stored text, and a missing one says so', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Envíos a toda Colombia' }).click();
  await expect(page).toHaveURL(/\/info\/envios$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Envíos a toda Colombia' }),
  ).toBeVisible();
  await expect(page.getByRole('article')).toContainText('Despachamos a cualquier municipio');

  await page.goto('/info/no-existe');
  await expect(page.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible();
  await expect(page.getByText('No encontramos la página solicitada.')).toBeVisible();
});
