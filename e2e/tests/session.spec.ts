import { expect, openSettings, signIn, test } from '../support/fixtures';

test('a customer signs in and out', async ({ page, customer }) => {
  await page.goto('/');
  await signIn(page, customer);
  await expect(page.getByText(`Bienvenido, ${customer.name}`)).toBeVisible();

  // The session lives in an HttpOnly cookie: the page's scripts cannot see any token.
  expect(await page.evaluate(() => document.cookie)).not.toContain('tienda_session');
  expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toMatch(/eyJ/);

  // A reload keeps the session (the SPA asks the server, not the browser storage).
  await page.reload();
  let menu = await openSettings(page);
  await expect(menu.getByRole('menuitem', { name: 'Órdenes' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Dashboard' })).toHaveCount(0);
  await menu.getByRole('menuitem', { name: 'Cerrar sesión' }).click();

  await expect(page).toHaveURL('/');
  menu = await openSettings(page);
  await expect(menu.getByRole('menuitem', { name: 'Iniciar sesión' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Órdenes' })).toHaveCount(0);
  // The server ended the session too.
  const verify = await page.request.get('/api/auth/user/verify');
  expect(verify.status()).toBe(401);
});

test('an anonymous visit does not ask the server for a session it does not have', async ({
  page,
}) => {
  const verifies: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/auth/user/verify')) verifies.push(r.url());
  });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Configuración' }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(verifies).toEqual([]);
});

test('a wrong password shows the spec message', async ({ page, customer }) => {
  await page.goto('/');
  const menu = await openSettings(page);
  await menu.getByRole('menuitem', { name: 'Iniciar sesión' }).click();
  const dialog = page.getByRole('dialog', { name: 'Acceda' });
  // The failure counts against this test's customer only, never against an account others use.
  await dialog.getByLabel('Correo electrónico').fill(customer.email);
  await dialog.getByLabel('Contraseña').fill('NoEsLaClave1');
  await dialog.getByRole('button', { name: 'Acceder' }).click();
  await expect(
    page.getByText('Error al iniciar sesión. Por favor, revise sus credenciales.'),
  ).toBeVisible();
});

test('/orders while logged out goes to the login prompt with the guard message', async ({
  page,
}) => {
  await page.goto('/orders');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Debe iniciar sesión para acceder a esta página.')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Acceda' })).toBeVisible();
});

test('a customer without admin permissions is sent home from /dashboard', async ({
  signedIn: page,
}) => {
  await page.goto('/dashboard');
  await expect(page.getByText('No tiene permisos para acceder a esta página.')).toBeVisible();
  await expect(page).toHaveURL('/');
});

test('an unknown path shows the Not Found page with a way home', async ({ page }) => {
  await page.goto('/esta/ruta/no/existe');
  await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
  await page.getByRole('link', { name: 'Volver al inicio' }).click();
  await expect(page).toHaveURL('/');
});
