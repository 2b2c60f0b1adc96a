import { expect, test, WRITE_HEADERS } from '../support/fixtures';

// Issue 34, item 10: the products grid filtered, sorted and changed in bulk.
test.use({
  viewport: { width: 1366, height: 900 },
  staffPermissions: ['ADMIN_PRODUCTS', 'ADMIN_BRANDS'],
});

test('staff filters products by brand, sorts them by price, marks two unavailable and the storefront no longer offers them', async ({
  signedInAsStaff: page,
  browser,
}) => {
  // Six set-up requests, two dashboard loads and the staff fixture outlast the default on a busy machine.
  test.setTimeout(180_000);
  // Letters only: brand names take letters, digits and spaces, and must be unique.
  const tag = Date.now().toString(36).replace(/\d/g, '');
  const brand = `Altiplano Redes ${tag}`;
  const api = page.request;
  const made = await api.post('/api/brand', { headers: WRITE_HEADERS, data: { name: brand } });
  expect(made.ok(), await made.text()).toBe(true);
  const brandId = ((await made.json()) as { id: number }).id;
  const [category] = (await (await api.get('/api/category?level=1')).json()) as { id: number }[];
  const products = [
    { name: `Conmutador ${tag}`, price: 700_000 },
    { name: `Antena ${tag}`, price: 150_000 },
    { name: `Enrutador ${tag}`, price: 420_000 },
  ];
  for (const [index, product] of products.entries()) {
    const created = await api.post('/api/products', {
      headers: WRITE_HEADERS,
      data: {
        ...product,
        model: `ALT-${index}`,
        sku: `ALT-${tag}-${index}`,
        vat: 0.19,
        stock: 10,
        description: '<p>Equipo de prueba.</p>',
        caracteristics: ['Prueba'],
        brand: brandId,
        categories: [category!.id],
        images: { product_url: '/api/files/product/alt.webp', views_url: [] },
      },
    });
    expect(created.status(), await created.text()).toBe(201);
  }
  /** What a visitor's storefront lists for the tag: the catalogue, not the dashboard. */
  const offered = async () => {
    const visitor = await browser.newContext();
    const listing = await visitor.request.get(
      `/api/products?limit=50&searchTerm=${encodeURIComponent(tag)}`,
    );
    const found = ((await listing.json()) as { products: { name: string }[] }).products;
    await visitor.close();
    return found.map((p) => p.name).sort();
  };
  expect(await offered()).toEqual(products.map((p) => p.name).sort());

  await page.goto('/dashboard/admin-products');
  await page.getByRole('combobox', { name: 'Marca' }).selectOption({ label: brand });
  await expect(page).toHaveURL(new RegExp(`brand=${brandId}`));
  const table = page.getByRole('table', { name: 'Productos' });
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(3);

  await table.getByRole('button', { name: 'Precio base' }).click();
  await expect(page).toHaveURL(/sort=price&order=asc/);
  await expect(table.getByRole('columnheader', { name: /Precio base/ })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await expect(rows.locator('th')).toHaveText([
    new RegExp(`Antena ${tag}`),
    new RegExp(`Enrutador ${tag}`),
    new RegExp(`Conmutador ${tag}`),
  ]);

  // The filter and the sort survive a reload: they are the address.
  await page.reload();
  // The dashboard's chunk and four reads come again: slower than one expectation waits.
  await expect(table.getByRole('columnheader', { name: /Precio base/ })).toHaveAttribute(
    'aria-sort',
    'ascending',
    { timeout: 30_000 },
  );
  await expect(page.getByRole('combobox', { name: 'Marca' })).toHaveValue(String(brandId), {
    timeout: 15_000,
  });

  await table.getByRole('checkbox', { name: `Seleccionar Antena ${tag}` }).check();
  await table.getByRole('checkbox', { name: `Seleccionar Enrutador ${tag}` }).check();
  const bar = page.getByRole('region', { name: 'Acciones con los productos seleccionados' });
  await expect(bar).toContainText('2 productos seleccionados');
  await bar.getByRole('button', { name: 'Marcar no disponibles' }).click();
  await expect(page.getByText('Se actualizaron 2 productos.')).toBeVisible();
  await expect(bar).toBeHidden();
  await expect(rows.nth(0)).toContainText('No disponible');
  await expect(rows.nth(1)).toContainText('No disponible');
  await expect(rows.nth(2)).toContainText('Disponible');

  await page.getByRole('combobox', { name: 'Disponibilidad' }).selectOption('No disponibles');
  await expect(rows).toHaveCount(2);
  await page.getByRole('button', { name: 'Quitar filtros' }).click();
  await expect(page).not.toHaveURL(/brand=/);
  // The sort stays when the filters go.
  await expect(page).toHaveURL(/sort=price/);

  // A visitor's storefront no longer offers the two, and still offers the third.
  expect(await offered()).toEqual([`Conmutador ${tag}`]);
  const visitor = await browser.newContext();
  const shop = await visitor.newPage();
  await shop.goto(`/search/${encodeURIComponent(tag)}`);
  await expect(shop.getByText(`Conmutador ${tag}`).first()).toBeVisible();
  await expect(shop.getByText(`Antena ${tag}`)).toHaveCount(0);
  await expect(shop.getByText(`Enrutador ${tag}`)).toHaveCount(0);
  await visitor.close();
});
