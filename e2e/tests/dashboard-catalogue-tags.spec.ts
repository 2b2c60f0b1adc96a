import type { APIRequestContext } from '@playwright/test';
import { expect, test, WRITE_HEADERS } from '../support/fixtures';
import { DEMO_ADMIN } from '../support/staff';

/** Letters only, so the names pass the brand rule (letters, digits, spaces) and stay unique. */
const suffix = Date.now().toString(36).replace(/\d/g, '');

test('the demo admin creates and deletes brands and categories; used ones are refused', async ({
  page,
}) => {
  // A long journey (many dashboard writes); a loaded 2-core machine takes over the default 30 s.
  test.setTimeout(90_000);
  const login = await page.request.post('/api/auth/login', {
    headers: WRITE_HEADERS,
    data: DEMO_ADMIN,
  });
  expect(login.ok()).toBe(true);
  const brand = `Andes Radio ${suffix}`;
  const parent = `Radioenlaces ${suffix}`;
  const child = `Antenas sectoriales ${suffix}`;

  // A brand, through the create dialog of the table.
  await page.goto('/dashboard/admin-products/brands');
  const menu = page.getByRole('navigation', { name: 'Opciones' });
  await expect(menu.getByRole('link', { name: 'Categorías' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Marcas' })).toBeVisible();
  await page.getByRole('button', { name: 'Crear marca' }).click();
  const create = page.getByRole('dialog', { name: 'Crear marca' });
  await create.getByLabel('Nombre').fill(brand);
  await create.getByRole('textbox', { name: 'Título' }).fill('Radios para enlaces andinos');
  await create.getByRole('button', { name: 'Crear marca' }).click();
  await expect(page.getByText('Marca creada correctamente.')).toBeVisible();
  const brands = page.getByRole('table', { name: 'Marcas' });
  await expect(brands.getByRole('row', { name: new RegExp(brand) })).toContainText(
    'Radios para enlaces andinos',
  );

  // Its page's title and description, edited in the dashboard, show on the storefront.
  await brands.getByRole('button', { name: `Editar la marca ${brand}` }).click();
  const edit = page.getByRole('dialog', { name: 'Editar marca' });
  await edit.getByRole('textbox', { name: 'Título' }).fill('Radios andinos de larga distancia');
  await edit.getByRole('textbox', { name: 'Descripción' }).fill('Enlaces de 20 km entre cerros.');
  await edit.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('Marca actualizada correctamente.')).toBeVisible();
  await page.goto(`/brand/${await brandId(page.request, brand)}`);
  const about = page.getByRole('region', { name: 'Radios andinos de larga distancia' });
  await expect(about).toContainText('Enlaces de 20 km entre cerros.');

  // A level-1 category and a level-2 one under it, through the create page.
  await page.goto('/dashboard/admin-products/categories');
  await page.getByRole('link', { name: 'Crear categoría' }).click();
  await expect(page).toHaveURL(/\/categories\/create$/);
  await page.getByLabel('Nombre').fill(parent);
  await expect(page.getByLabel('Categoría padre')).toBeDisabled();
  await page.getByRole('button', { name: 'Crear categoría' }).click();
  await expect(page.getByText('Categoría creada exitosamente')).toBeVisible();
  const level1 = page.getByRole('table', { name: 'Categorías de nivel 1' });
  await expect(level1.getByRole('row', { name: new RegExp(parent) })).toBeVisible();

  await page.getByRole('link', { name: 'Crear categoría' }).click();
  await page.getByLabel('Nombre').fill(child);
  await page.getByLabel('Nivel').selectOption('2');
  await page.getByLabel('Categoría padre').selectOption({ label: parent });
  await page.getByRole('button', { name: 'Crear categoría' }).click();
  const level2 = page.getByRole('table', { name: 'Categorías de nivel 2' });
  await expect(level2.getByRole('row', { name: new RegExp(child) })).toContainText(parent);

  // The parent has a subcategory: the server refuses and says so.
  await level1.getByRole('button', { name: `Eliminar la categoría ${parent}` }).click();
  const confirmCategory = page.getByRole('dialog', { name: 'Eliminar categoría' });
  await expect(confirmCategory.getByRole('alert')).toContainText('tiene 1 subcategoría');
  await confirmCategory.getByRole('button', { name: 'Cancelar' }).click();
  await expect(confirmCategory).toBeHidden();
  for (const name of [child, parent]) {
    await page.getByRole('button', { name: `Eliminar la categoría ${name}` }).click();
    await confirmCategory.getByRole('button', { name: 'Eliminar' }).click();
    await expect(confirmCategory).toBeHidden();
    await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
  }

  // A seeded brand with products cannot be deleted; the new one can.
  await page.goto('/dashboard/admin-products/brands');
  await brands.getByRole('button', { name: 'Eliminar la marca Ubiquiti' }).click();
  const confirmBrand = page.getByRole('dialog', { name: 'Eliminar marca' });
  await expect(confirmBrand.getByRole('alert')).toContainText(/La marca tiene \d+ productos/);
  await expect(confirmBrand.getByRole('button', { name: 'Eliminar' })).toBeDisabled();
  await confirmBrand.getByRole('button', { name: 'Cancelar' }).click();
  const refused = await page.request.delete(
    `/api/brand/${await brandId(page.request, 'Ubiquiti')}`,
    { headers: WRITE_HEADERS },
  );
  expect(refused.status()).toBe(409);
  expect((await refused.json()).message).toMatch(/^La marca tiene \d+ productos/);

  await brands.getByRole('button', { name: `Eliminar la marca ${brand}` }).click();
  await confirmBrand.getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByText('Marca eliminada.')).toBeVisible();
  await expect(brands.getByRole('row', { name: new RegExp(brand) })).toHaveCount(0);

  await page.request.post('/api/auth/logout', { headers: WRITE_HEADERS });
});

async function brandId(request: APIRequestContext, name: string) {
  const list = (await (await request.get('/api/brand')).json()) as { id: number; name: string }[];
  return list.find((b) => b.name === name)!.id;
}
