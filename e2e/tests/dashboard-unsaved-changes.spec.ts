import { expect, test, WRITE_HEADERS } from '../support/fixtures';
import { DEMO_ADMIN } from '../support/staff';

/** Letters only, so the name is unique to this run. */
const suffix = Date.now().toString(36).replace(/\d/g, '');

test('leaving a dashboard form with unsaved changes asks first; a saved one does not', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const login = await page.request.post('/api/auth/login', {
    headers: WRITE_HEADERS,
    data: DEMO_ADMIN,
  });
  expect(login.ok()).toBe(true);
  const name = `Sin guardar ${suffix}`;
  const menu = page.getByRole('navigation', { name: 'Opciones' });
  const ask = page.getByRole('dialog', { name: 'Cambios sin guardar' });

  await page.goto('/dashboard/admin-products/categories/create');
  await page.getByLabel('Nombre').fill(name);
  await menu.getByRole('link', { name: 'Marcas' }).click();
  await expect(ask).toContainText('Tiene cambios sin guardar. ¿Desea salir sin guardarlos?');

  // 'Seguir editando' stays on the form with what was typed.
  await ask.getByRole('button', { name: 'Seguir editando' }).click();
  await expect(ask).toBeHidden();
  await expect(page).toHaveURL(/\/categories\/create$/);
  await expect(page.getByLabel('Nombre')).toHaveValue(name);

  // 'Salir sin guardar' goes where the link pointed.
  await menu.getByRole('link', { name: 'Marcas' }).click();
  await ask.getByRole('button', { name: 'Salir sin guardar' }).click();
  await expect(page).toHaveURL(/\/admin-products\/brands$/);
  await expect(page.getByRole('heading', { name: 'Marcas', level: 1 })).toBeVisible();

  // Saved: the page it goes to after saving, and the next link, ask nothing.
  await page.goto('/dashboard/admin-products/categories/create');
  await page.getByLabel('Nombre').fill(name);
  await page.getByRole('button', { name: 'Crear categoría' }).click();
  await expect(page.getByText('Categoría creada exitosamente')).toBeVisible();
  await expect(page).toHaveURL(/\/admin-products\/categories$/);
  await menu.getByRole('link', { name: 'Marcas' }).click();
  await expect(page).toHaveURL(/\/admin-products\/brands$/);
  await expect(ask).toHaveCount(0);

  const list = (await (await page.request.get('/api/category')).json()) as {
    id: number;
    name: string;
  }[];
  const created = list.find((c) => c.name === name)!;
  await page.request.delete(`/api/category/${created.id}`, { headers: WRITE_HEADERS });
  await page.request.post('/api/auth/logout', { headers: WRITE_HEADERS });
});

test('closing a dashboard dialog with unsaved changes asks first', async ({ page }) => {
  const login = await page.request.post('/api/auth/login', {
    headers: WRITE_HEADERS,
    data: DEMO_ADMIN,
  });
  expect(login.ok()).toBe(true);
  const ask = page.getByRole('dialog', { name: 'Cambios sin guardar' });

  await page.goto('/dashboard/admin-products/brands');
  await page.getByRole('button', { name: 'Crear marca' }).click();
  const form = page.getByRole('dialog', { name: 'Crear marca' });
  await form.getByLabel('Nombre', { exact: true }).fill(`Marca ${suffix}`);
  await form.getByRole('button', { name: 'Cancelar' }).click();
  await expect(ask).toContainText('Tiene cambios sin guardar. ¿Desea cerrar sin guardarlos?');
  await ask.getByRole('button', { name: 'Seguir editando' }).click();
  await expect(form.getByLabel('Nombre', { exact: true })).toHaveValue(`Marca ${suffix}`);

  await page.keyboard.press('Escape');
  await ask.getByRole('button', { name: 'Cerrar sin guardar' }).click();
  await expect(form).toBeHidden();

  // An untouched dialog closes at once.
  await page.getByRole('button', { name: 'Crear marca' }).click();
  await form.getByRole('button', { name: 'Cancelar' }).click();
  await expect(form).toBeHidden();
  await expect(ask).toHaveCount(0);
  await page.request.post('/api/auth/logout', { headers: WRITE_HEADERS });
});
