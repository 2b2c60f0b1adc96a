import { expect, test, WRITE_HEADERS } from '../support/fixtures';
import { DEMO_ADMIN } from '../support/staff';

/** Letters only, so the names are unique to this run. */
const suffix = Date.now().toString(36).replace(/\d/g, '');

test('the demo admin renames a category; a name taken beside it is refused', async ({ page }) => {
  test.setTimeout(60_000);
  const login = await page.request.post('/api/auth/login', {
    headers: WRITE_HEADERS,
    data: DEMO_ADMIN,
  });
  expect(login.ok()).toBe(true);
  const create = async (name: string) =>
    (
      (await (
        await page.request.post('/api/category', {
          headers: WRITE_HEADERS,
          data: { name, level: 1 },
        })
      ).json()) as { id: number }
    ).id;
  const oldName = `Radiofrecuencia ${suffix}`;
  const newName = `Enlaces de radio ${suffix}`;
  const taken = `Fibra ${suffix}`;
  const ids = [await create(oldName), await create(taken)];

  await page.goto('/dashboard/admin-products/categories');
  const level1 = page.getByRole('table', { name: 'Categorías de nivel 1' });
  await level1.getByRole('button', { name: `Renombrar la categoría ${oldName}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Renombrar categoría' });
  const field = dialog.getByLabel('Nuevo nombre');
  await expect(field).toHaveValue(oldName);

  await field.fill(taken.toUpperCase());
  await dialog.getByRole('button', { name: 'Guardar nombre' }).click();
  await expect(dialog).toContainText('Ya existe una categoría con ese nombre en el mismo lugar.');

  await field.fill(newName);
  await dialog.getByRole('button', { name: 'Guardar nombre' }).click();
  await expect(page.getByText('Categoría renombrada correctamente.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(level1.getByRole('row', { name: new RegExp(newName) })).toBeVisible();
  await expect(level1.getByRole('row', { name: new RegExp(oldName) })).toHaveCount(0);

  // The storefront reads the new name too.
  const stored = await page.request.get(`/api/category/${ids[0]}`);
  expect(((await stored.json()) as { name: string }).name).toBe(newName);

  for (const id of ids)
    await page.request.delete(`/api/category/${id}`, { headers: WRITE_HEADERS });
  await page.request.post('/api/auth/logout', { headers: WRITE_HEADERS });
});
