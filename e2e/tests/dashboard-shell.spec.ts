import type { Page, PlaywrightWorkerArgs } from '@playwright/test';
import { expect, test, WRITE_HEADERS } from '../support/fixtures';
import { placeOrder } from '../support/orders';

type Playwright = PlaywrightWorkerArgs['playwright'];

async function placeOrderAs(playwright: Playwright, user: { email: string; password: string }) {
  const api = await playwright.request.newContext();
  const login = await api.post('/api/auth/login', {
    headers: WRITE_HEADERS,
    data: { email: user.email, password: user.password },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const order = await placeOrder(api);
  await api.dispose();
  return order;
}

const card = (page: Page, title: string) =>
  page.getByRole('list', { name: 'Cifras del día' }).getByRole('link', { name: new RegExp(title) });

/** The whole number a card shows (a count, or pesos without their dots). */
async function figure(page: Page, title: string): Promise<number> {
  // innerText, not textContent: the card's lines are laid out apart, and the note under the
  // figure may begin with a digit.
  const text = await card(page, title).innerText();
  const shown = text.slice(text.indexOf(title) + title.length).match(/[\d.]+/)?.[0] ?? '';
  return Number(shown.replace(/\./g, ''));
}

test.describe('the dashboard shell, staff with orders, clients and stock', () => {
  test.use({ staffPermissions: ['ADMIN_CLIENTS', 'ADMIN_ORDERS', 'ADMIN_STOCK'] });

  test('draws its own frame at 1366 px, and the Resumen figures follow an order and link to their lists', async ({
    signedInAsStaff: page,
    customer,
    playwright,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/dashboard');

    const top = page.getByRole('banner');
    await expect(top.getByRole('link', { name: 'Ver tienda' })).toBeVisible();
    await expect(top.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
    await expect(top.getByText('Camilo Restrepo Staff')).toBeVisible();
    // None of the storefront's frame: no search box, no category bar, no footer.
    await expect(page.getByRole('combobox', { name: /buscar/i })).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    const nav = page.getByRole('navigation', { name: 'Opciones' });
    await expect(nav.getByRole('heading')).toHaveText(['Ventas', 'Catálogo', 'Clientes']);
    await expect(nav.getByRole('link')).toHaveText([
      'Resumen',
      'Órdenes y Cotizaciones',
      'Monitorear Stock',
      'Clientes',
    ]);

    await expect(card(page, 'Órdenes por procesar')).toBeVisible();
    const pendingBefore = await figure(page, 'Órdenes por procesar');
    const salesBefore = await figure(page, 'Ventas de hoy');
    const { totalOrder } = await placeOrderAs(playwright, customer);
    await page.reload();
    await expect.poll(() => figure(page, 'Órdenes por procesar')).toBe(pendingBefore + 1);
    expect(await figure(page, 'Ventas de hoy')).toBe(salesBefore + totalOrder);

    await card(page, 'Órdenes por procesar').click();
    await expect(page).toHaveURL(/\/dashboard\/history\?type=order&status=PENDING$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Órdenes y Cotizaciones');
    await expect(page.getByLabel('Estado', { exact: true })).toHaveValue('PENDING');

    await page.goto('/dashboard');
    await card(page, 'Stock bajo').click();
    await expect(page).toHaveURL(/\/dashboard\/admin-products\/stock$/);

    await page.getByRole('banner').getByRole('link', { name: 'Ver tienda' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });

  test('collapses the side navigation into a menu at 390 px', async ({ signedInAsStaff: page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Resumen' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Opciones' })).toBeHidden();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Ver tienda' })).toBeVisible();

    await page.getByRole('button', { name: 'Abrir el menú del dashboard' }).click();
    const drawer = page.getByRole('dialog', { name: 'Dashboard' });
    await expect(drawer.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
    await drawer.getByRole('link', { name: 'Monitorear Stock' }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/\/dashboard\/admin-products\/stock$/);
  });
});

test.describe('staff holding only ADMIN_STOCK', () => {
  test.use({ staffPermissions: ['ADMIN_STOCK'] });

  test('see only their section in the side navigation', async ({ signedInAsStaff: page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/dashboard\/admin-products\/stock$/);
    const nav = page.getByRole('navigation', { name: 'Opciones' });
    await expect(nav.getByRole('link')).toHaveText(['Monitorear Stock']);
    await expect(nav.getByRole('heading')).toHaveText(['Catálogo']);
  });
});
