import { expect, test, WRITE_HEADERS } from '../support/fixtures';

// The catalogue journey of issue 13: a brand and two categories, then a product under them.
test.use({
  viewport: { width: 1280, height: 900 },
  staffPermissions: ['ADMIN_PRODUCTS', 'ADMIN_BRANDS', 'ADMIN_TAGS'],
});

/** A 1×1 PNG: the upload route judges an image by its bytes, not by its name. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const image = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

/** '$ 1.234.567' as the page prints whole pesos, whatever space it puts after the sign. */
const copPattern = (pesos: number) =>
  new RegExp(`\\$\\s?${pesos.toLocaleString('es-CO').replace(/\./g, '\\.')}(?!\\d)`);

test('staff creates a brand, a level-1 and a level-2 category and a product with two images under them, which a customer then finds with its price', async ({
  signedInAsStaff: page,
  customer,
  browser,
}) => {
  const sku = `E2E-${Date.now()}`;
  const name = `Enrutador prueba ${sku}`;
  // Letters only: the brand rule allows letters, digits and spaces, and names must be unique.
  const tag = Date.now().toString(36).replace(/\d/g, '');
  const brand = `Cordillera Redes ${tag}`;
  const level1 = `Enrutamiento ${tag}`;
  const level2 = `Enrutadores de borde ${tag}`;

  await page.goto('/dashboard/admin-products/brands/create');
  await page.getByLabel('Nombre').fill(brand);
  await page.getByRole('button', { name: 'Crear marca' }).click();
  await expect(page.getByText('Marca creada correctamente.')).toBeVisible();

  await page.goto('/dashboard/admin-products/categories/create');
  await page.getByLabel('Nombre').fill(level1);
  await page.getByRole('button', { name: 'Crear categoría' }).click();
  await expect(page.getByRole('table', { name: 'Categorías de nivel 1' })).toContainText(level1);
  await page.getByRole('link', { name: 'Crear categoría' }).click();
  await page.getByLabel('Nombre').fill(level2);
  await page.getByLabel('Nivel').selectOption('2');
  await page.getByLabel('Categoría padre').selectOption({ label: level1 });
  await page.getByRole('button', { name: 'Crear categoría' }).click();
  await expect(page.getByRole('table', { name: 'Categorías de nivel 2' })).toContainText(level2);

  await page.goto('/dashboard/admin-products');
  await page.getByRole('link', { name: 'Crear producto' }).click();
  await expect(page.getByRole('heading', { name: 'Crear producto' })).toBeVisible();

  // Sending the empty form names what is missing and writes nothing.
  await page.getByRole('button', { name: 'Crear producto' }).click();
  await expect(
    page.getByText(
      'El formulario no está completo. Por favor, rellene todos los campos obligatorios.',
    ),
  ).toBeVisible();

  await page.getByRole('textbox', { name: 'Nombre' }).fill(name);
  await page.getByRole('textbox', { name: 'Modelo' }).fill('RB-E2E');
  await page.getByRole('textbox', { name: 'SKU' }).fill(sku);
  await page.getByRole('combobox', { name: 'Marca' }).selectOption({ label: brand });
  await page.getByRole('combobox', { name: 'Categoría', exact: true }).selectOption({
    label: level1,
  });
  await page
    .getByRole('combobox', { name: 'Subcategoría (opcional)' })
    .selectOption({ label: level2 });
  await page.getByRole('textbox', { name: 'Precio base (COP)' }).fill('1.000.000');
  // A personal computer: excluded from IVA while its price is within 50 UVT (art. 424 num. 5).
  await page
    .getByRole('combobox', { name: 'Clase de IVA' })
    .selectOption({ label: 'Computador personal (excluido hasta 50 UVT)' });
  await page.getByRole('textbox', { name: 'Stock', exact: true }).fill('5');
  await page.getByRole('textbox', { name: 'Descripción' }).fill('Enrutador de borde para pruebas.');
  await page.getByRole('textbox', { name: 'Características' }).fill('8 puertos, SFP+, PoE');
  await page.getByLabel('Elegir imagen').setInputFiles(image('principal.png'));
  await expect(page.getByRole('button', { name: 'Quitar la imagen principal' })).toBeVisible();
  await page.getByLabel('Agregar imágenes').setInputFiles(image('vista.png'));
  await expect(page.getByRole('button', { name: 'Quitar la imagen 1' })).toBeVisible();
  await page.getByRole('button', { name: 'Crear producto' }).click();

  await expect(page.getByText('Producto creado exitosamente')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/admin-products\/\d+$/);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Imágenes del producto' }).getByRole('img'),
  ).toHaveCount(2);
  await expect(page.getByText('8 puertos')).toBeVisible();

  // The customer sees it in the storefront's search, at their own price.
  const context = await browser.newContext({ locale: 'es-CO', timezoneId: 'America/Bogota' });
  const shopper = await context.newPage();
  const signIn = await shopper.request.post('/api/auth/login', {
    headers: WRITE_HEADERS,
    data: { email: customer.email, password: customer.password },
  });
  expect(signIn.ok()).toBe(true);
  const answer = await shopper.request.get(`/api/products?searchTerm=${sku}`);
  const [found] = (
    (await answer.json()) as {
      products: {
        name: string;
        price: number;
        ivaClass: string;
        iva: { rate: number };
        brand: { name: string };
        categories: { name: string }[];
      }[];
    }
  ).products;
  expect(found?.name).toBe(name);
  expect(found?.brand.name).toBe(brand);
  expect(found?.categories.map((c) => c.name)).toEqual([level1, level2]);
  const config = (await (await shopper.request.get('/api/config')).json()) as {
    extraPercentage: { CLIENT_FINAL: number };
  };
  expect(found?.price).toBe(Math.round(1_000_000 * (1 + config.extraPercentage.CLIENT_FINAL)));
  // Its customer price is far under the cap: no IVA today.
  expect(found?.ivaClass).toBe('COMPUTER');
  expect(found?.iva.rate).toBe(0);

  await shopper.goto(`/search/${encodeURIComponent(sku)}`);
  const card = shopper.getByRole('article').filter({ hasText: name });
  await expect(card).toBeVisible();
  await expect(card).toContainText(copPattern(found!.price));
  await expect(card).toContainText('Excluido de IVA');
  await context.close();

  // Not in any cart, quote or order: the staff member may delete it again.
  await page.getByRole('button', { name: 'Eliminar' }).click();
  await page
    .getByRole('dialog', { name: 'Eliminar producto' })
    .getByRole('button', { name: 'Eliminar' })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/admin-products$/);
});
