import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

test.use({ viewport: { width: 1280, height: 800 } });

const header = (page: Page) => page.getByRole('banner');

// The shop here never reaches the TRM provider, so the pages the server draws carry 'no rate' and
// the browser does not ask again; the answers below are the browser's own, on a page it draws.
const BROWSER_DRAWN = '/user/forgotten-password';

test('the header shows the last known TRM with its day when today could not be read', async ({
  page,
}) => {
  await page.route('**/api/trm', (route) =>
    route.fulfill({ json: { value: 4012.35, date: '2026-11-20', stale: true } }),
  );
  await page.goto(BROWSER_DRAWN);
  await expect(header(page).getByText('TRM del 20/11/2026: $ 4.012,35')).toBeVisible();
});

test('without any TRM the header leaves no empty slot for it', async ({ page }) => {
  await page.route('**/api/trm', (route) =>
    route.fulfill({
      status: 503,
      json: {
        statusCode: 503,
        error: 'Service Unavailable',
        code: 'TRM_UNAVAILABLE',
        message: 'No se logró obtener la TRM.',
      },
    }),
  );
  await page.goto(BROWSER_DRAWN);
  const search = header(page).getByRole('search');
  await expect(search).toBeVisible();
  await expect(header(page).getByText(/TRM/)).toHaveCount(0);
  // Logo, search and settings: three columns, not a fourth left empty with its gap.
  const columns = await search.evaluate((el) => {
    const bar = el.closest('header')!.firstElementChild!;
    return getComputedStyle(bar).gridTemplateColumns.split(' ').length;
  });
  expect(columns).toBe(3);
});

test('beside the last known TRM the search hint still fits its box', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 700 });
  await page.route('**/api/trm', (route) =>
    route.fulfill({ json: { value: 4012.35, date: '2026-11-20', stale: true } }),
  );
  await page.goto(BROWSER_DRAWN);
  await expect(header(page).getByText('TRM del 20/11/2026: $ 4.012,35')).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  const input = header(page).getByRole('combobox', { name: 'Buscar productos' });
  await expect(input).toHaveAttribute('placeholder', /^Buscar/);
  const fits = await input.evaluate((el: HTMLInputElement) => {
    const style = getComputedStyle(el);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return context.measureText(el.placeholder).width <= room;
  });
  expect(fits).toBe(true);
});

test('a page the server drew without any TRM hydrates without asking for it again', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/trm') asked.push(request.url());
  });
  const drawn = await (await page.request.get('/')).text();
  expect(drawn).toContain('"queryKey":["trm"]');
  await page.goto('/');
  // A working button is a hydrated page; then give any late query its moment.
  await header(page).getByRole('button', { name: 'Ingresar' }).click();
  await expect(page.getByRole('dialog', { name: 'Acceda' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);
  await expect(header(page).getByText(/TRM/)).toHaveCount(0);
});
