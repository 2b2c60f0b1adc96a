import type { Page, PlaywrightWorkerArgs } from '@playwright/test';
import { expect, test, WRITE_HEADERS } from '../support/fixtures';
import { placeOrder } from '../support/orders';
import { mailText } from '../support/smtp';
import { DEMO_ADMIN } from '../support/staff';

type Playwright = PlaywrightWorkerArgs['playwright'];

async function signedInContext(playwright: Playwright, user: { email: string; password: string }) {
  const api = await playwright.request.newContext();
  const response = await api.post('/api/auth/login', {
    headers: WRITE_HEADERS,
    data: { email: user.email, password: user.password },
  });
  expect(response.ok(), `sign-in of ${user.email}: ${await response.text()}`).toBe(true);
  return api;
}

test.describe('staff holding only ADMIN_ORDERS', () => {
  test.use({ staffPermissions: ['ADMIN_ORDERS'] });

  test('moves a customer’s order to Enviado and the customer is told', async ({
    signedInAsStaff: page,
    customer,
    smtp,
    playwright,
  }) => {
    const buyer = await signedInContext(playwright, customer);
    const { customId } = await placeOrder(buyer);
    await buyer.dispose();
    await page.goto('/dashboard');

    // Only the screen of the one permission, and the dashboard opens on it.
    const menu = page.getByRole('navigation', { name: 'Opciones' });
    await expect(menu.getByRole('link')).toHaveText(['Órdenes y Cotizaciones']);
    await expect(page).toHaveURL(/\/dashboard\/history$/);

    const filters = page.getByRole('search', { name: 'Filtrar historial' });
    await filters.getByLabel('Cliente u orden de compra').fill(customer.email);
    await filters.getByRole('button', { name: 'Buscar' }).click();
    await expect(page).toHaveURL(/customer=/);
    const row = page.getByRole('row', { name: new RegExp(customId) });
    await expect(row.getByText('Pendiente')).toBeVisible();

    await row.getByRole('button', { name: `Cambiar estado de ${customId}` }).click();
    const dialog = page.getByRole('dialog', { name: `Cambiar estado de ${customId}` });
    await dialog.getByText('Enviado', { exact: true }).click();
    await expect(dialog.getByText('La orden pasará de «Pendiente» a «Enviado».')).toBeVisible();
    await dialog.getByLabel(/Comentario/).fill('Guía 7781 de Servientrega');
    await dialog.getByRole('button', { name: 'Confirmar' }).click();

    await expect(page.getByText('Estado actualizado exitosamente.')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row.getByText('Enviado')).toBeVisible();

    await expect
      .poll(() => smtp.mails.find((m) => m.to[0] === customer.email && /Enviado/.test(mailText(m))))
      .toBeTruthy();
    const mail = smtp.mails.find((m) => m.to[0] === customer.email && /Enviado/.test(mailText(m)))!;
    expect(mailText(mail)).toContain(`Su orden ${customId} cambió de estado: ahora está Enviado.`);
    expect(mailText(mail)).toContain('Guía 7781 de Servientrega');
  });
});

test('the demo admin creates a role, edits it and deletes it', async ({ page }) => {
  const name = `Bodega ${Date.now()}`;
  await signInThroughApi(page, DEMO_ADMIN);
  await page.goto('/dashboard/roles');

  await page.getByRole('button', { name: 'Crear rol' }).click();
  const create = page.getByRole('dialog', { name: 'Crear rol' });
  await create.getByLabel('Nombre').fill(name);
  await create.getByRole('checkbox', { name: /Monitorear Stock/ }).check();
  await create.getByRole('button', { name: 'Crear rol' }).click();
  await expect(page.getByText('Rol creado correctamente')).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row.getByText('Monitorear Stock')).toBeVisible();

  await row.getByRole('button', { name: `Editar el rol ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Editar rol' });
  await edit.getByLabel('Descripción').fill('Revisa el inventario bajo');
  await edit.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('Rol actualizado correctamente')).toBeVisible();
  await expect(row.getByText('Revisa el inventario bajo')).toBeVisible();

  await row.getByRole('button', { name: `Eliminar el rol ${name}` }).click();
  const remove = page.getByRole('dialog', { name: 'Eliminar rol' });
  await remove.getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByText('Rol eliminado correctamente')).toBeVisible();
  await expect(row).toHaveCount(0);
});

/** Signs the browser in through the API, as the fixtures do, without touching the account. */
async function signInThroughApi(page: Page, user: { email: string; password: string }) {
  const response = await page.request.post('/api/auth/login', {
    headers: WRITE_HEADERS,
    data: { email: user.email, password: user.password },
  });
  expect(response.ok(), await response.text()).toBe(true);
}
