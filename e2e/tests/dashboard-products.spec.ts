import { expect, test, WRITE_HEADERS } from '../support/fixtures';

test.use({ viewport: { width: 1280, height: 900 }, staffPermissions: ['ADMIN_PRODUCTS'] });

/** A 1×1 PNG: the upload route judges an image by its bytes, not by its name. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const image = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

/** '$ 1.234.567' as the page prints whole pesos, whatever space it puts after the sign. */
const copPattern = (pesos: number) =>
  new RegExp(`\\$\\s?${pesos.toLocaleString('es-CO').replace(/\./g, '\\.')}(?!\\d)`);

test('staff with only ADMIN_PRODUCTS creates a product with two images that a customer then finds with its price', async ({
  signedInAsStaff: page,
  customer,
  browser,
}) => {
  const sku = `E2E-${Date.now()}`;
  const name = `Enrutador prueba ${sku}`;

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
  await page.getByRole('combobox', { name: 'Marca' }).selectOption({ index: 1 });
  await page.getByRole('combobox', { name: 'Categoría', exact: true }).selectOption({ index: 1 });
  await page.getByRole('textbox', { name: 'Precio base (COP)' }).fill('1.000.000');
  await page.getByRole('textbox', { name: 'IVA (%)' }).fill('19');
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
  const [found] = ((await answer.json()) as { products: { name: string; price: number }[] })
    .products;
  expect(found?.name).toBe(name);
  const config = (await (await shopper.request.get('/api/config')).json()) as {
    extraPercentage: { CLIENT_FINAL: number };
  };
  expect(found?.price).toBe(Math.round(1_000_000 * (1 + config.extraPercentage.CLIENT_FINAL)));

  await shopper.goto(`/search/${encodeURIComponent(sku)}`);
  const card = shopper.getByRole('article').filter({ hasText: name });
  await expect(card).toBeVisible();
  await expect(card).toContainText(copPattern(found!.price));
  await context.close();

  // Not in any cart, quote or order: the staff member may delete it again.
  await page.getByRole('button', { name: 'Eliminar' }).click();
  await page
    .getByRole('dialog', { name: 'Eliminar producto' })
    .getByRole('button', { name: 'Eliminar' })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/admin-products$/);
});
