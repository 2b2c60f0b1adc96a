import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test, WRITE_HEADERS } from '../support/fixtures';

// The demo company (apps/api/src/seed/accounts.ts): its login is its first administrator.
const COMPANY = { email: 'distribuidor@example.com', password: 'Cliente12345' };
// A demo product with plenty of stock; four reach the demo shop's minimum at distributor prices.
const PHONE = 'Teléfono IP de 2 líneas con PoE';
// For a person to look at (never committed: shots/ is in .git/info/exclude).
const SHOTS = new URL('../../shots/', import.meta.url);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The page at a laptop's and a phone's width, light and dark; the theme is read on load. */
async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  const combinations = (['light', 'dark'] as const).flatMap((scheme) =>
    [1280, 390].map((width) => ({ scheme, width })),
  );
  for (const { scheme, width } of combinations) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
    await page.reload();
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({
      path: new URL(`${name}-${scheme}-${width}.png`, SHOTS).pathname,
      fullPage: true,
    });
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.use({ viewport: { width: 1280, height: 900 } });

test.afterEach(async ({ page }) => {
  // The demo company is shared by every run against this database: leave only its 'Principal'.
  const answer = await page.request.get('/api/company/addresses');
  const { addresses } = (await answer.json()) as { addresses: { id: number; siteName: string }[] };
  for (const { id } of addresses.filter(({ siteName }) => siteName === 'Sede Norte')) {
    await page.request.delete(`/api/company/addresses/${id}`, { headers: WRITE_HEADERS });
  }
});

test('a company adds a sede and an order is delivered there', async ({ page }) => {
  test.setTimeout(90_000);
  const login = await page.request.post('/api/auth/login', {
    headers: WRITE_HEADERS,
    data: COMPANY,
  });
  expect(login.ok()).toBe(true);

  await page.goto('/empresa/direcciones');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Direcciones de entrega' }),
  ).toBeVisible();
  await expect(page.getByRole('article', { name: 'Principal' })).toBeVisible();

  await page.getByRole('button', { name: 'Agregar dirección' }).click();
  const dialog = page.getByRole('dialog', { name: 'Agregar dirección' });
  await dialog.getByLabel('Sede').fill('Sede Norte');
  await dialog.getByLabel('Dirección', { exact: true }).fill('Carrera 51B # 94-130');
  await dialog.getByRole('combobox', { name: 'Ciudad' }).fill('Barranquilla');
  await dialog.getByRole('option', { name: /^BARRANQUILLA/ }).click();
  await dialog.getByLabel('Quién recibe').fill('Andrés Martínez');
  await dialog.getByLabel('Teléfono de quien recibe').fill('3157654321');
  await dialog.getByRole('button', { name: 'Agregar dirección' }).click();
  await expect(dialog).toBeHidden();
  const norte = page.getByRole('article', { name: 'Sede Norte' });
  await expect(norte).toContainText('Carrera 51B # 94-130');
  await expect(norte).toContainText('Barranquilla');
  await shoot(page, 'addresses');

  await page.goto('/search/telefono%20IP%202%20lineas');
  await page
    .getByRole('main')
    .getByRole('link', { name: new RegExp(escape(PHONE)) })
    .first()
    .click();
  await page.getByLabel('Cantidad', { exact: true }).fill('4');
  await page.getByRole('button', { name: 'Agregar al carrito' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'El producto se ha añadido al carrito' }).first(),
  ).toBeVisible();

  await page.goto('/shopping-cart');
  const select = page.getByRole('combobox', { name: 'Dirección de entrega' });
  await expect(select.locator('option', { hasText: 'Sede Norte' })).toBeAttached();
  await shoot(page, 'checkout');
  const norteId = await select.locator('option', { hasText: 'Sede Norte' }).getAttribute('value');
  await select.selectOption(norteId!);
  await page.getByLabel('Transferencia bancaria').check();
  await page.getByRole('button', { name: 'Generar orden' }).click();
  await expect(page).toHaveURL(/\/orders$/);

  const placed = page.getByRole('region', { name: /^Orden ORD-\d{4}-\d{5} recibida$/ });
  await expect(placed).toContainText('Entregar en: Sede Norte');
  const customId = (await placed.innerText()).match(/ORD-\d{4}-\d{5}/)![0];
  await page.getByRole('link', { name: customId }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: `Orden ${customId}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Entrega' })).toContainText(
    'Entregar en: Sede Norte — Carrera 51B # 94-130',
  );
});
