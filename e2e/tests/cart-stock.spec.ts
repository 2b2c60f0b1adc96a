import type { Page } from '@playwright/test';
import { expect, test, WRITE_HEADERS } from '../support/fixtures';

// A demo product with few units in stock (apps/api/src/seed/catalogue/products-cabling.ts).
const PATCH_CORD = 'Patch cord Cat 6 UTP de 1 m azul';

const cartLines = async (page: Page) => {
  const response = await page.request.get('/api/shopping-cart');
  return ((await response.json()) as { items: { name: string; quantity: number; stock: number }[] })
    .items;
};

test.use({ viewport: { width: 1280, height: 900 } });

test('asking for 999 units adds those in stock, says how many, and "+" stops there', async ({
  signedIn: page,
}) => {
  const found = await page.request.get(
    `/api/products?searchTerm=${encodeURIComponent(PATCH_CORD)}`,
  );
  const { products } = (await found.json()) as { products: { id: number; name: string }[] };
  const product = products.find((p) => p.name === PATCH_CORD)!;
  await page.goto(`/product/${product.id}/patch-cord`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(PATCH_CORD);
  await page.getByLabel('Cantidad', { exact: true }).fill('999');
  await page.getByRole('button', { name: 'Agregar al carrito' }).click();

  const notice = page.getByRole('alert').filter({ hasText: /^Solo hay \d+ unidades disponibles/ });
  await expect(notice).toBeVisible();
  const [line] = await cartLines(page);
  expect(line).toMatchObject({ name: PATCH_CORD });
  expect(line!.quantity).toBe(line!.stock);
  expect(line!.stock).toBeLessThan(999);
  await expect(notice).toHaveText(
    `Solo hay ${line!.stock} unidades disponibles de ${PATCH_CORD}; se añadieron ${line!.stock} al carrito.`,
  );
  await expect(page.getByRole('alert').filter({ hasText: 'se ha añadido' })).toHaveCount(0);

  // The header's cart, named with its count ('Carrito: 2 unidades').
  await page
    .getByRole('banner')
    .getByRole('link', { name: /^Carrito/ })
    .click();
  const article = page.getByRole('article', { name: PATCH_CORD });
  await expect(article.getByLabel(`Cantidad de ${PATCH_CORD}`)).toHaveValue(String(line!.stock));
  await expect(article.getByRole('button', { name: 'Aumentar cantidad' })).toBeDisabled();
});

test('a quick order pastes codes into the cart and names what it could not add', async ({
  signedIn: page,
}) => {
  const found = await page.request.get(
    `/api/products?searchTerm=${encodeURIComponent(PATCH_CORD)}`,
  );
  const { products } = (await found.json()) as { products: { name: string; sku: string }[] };
  const { sku } = products.find((p) => p.name === PATCH_CORD)!;
  await page.goto('/shopping-cart');
  await page.getByText('Pedido rápido por código').click();
  await page
    .getByLabel('Códigos y cantidades')
    .fill(`Código;Cantidad\n${sku.toLowerCase()};2\nNO-EXISTE-42 1\nuna línea suelta`);
  await page.getByRole('button', { name: 'Agregar al carrito' }).click();

  const report = page.getByRole('status').filter({ hasText: 'al carrito.' });
  await expect(report).toContainText('Se añadió 1 producto al carrito.');
  await expect(report).toContainText('No encontramos el código NO-EXISTE-42.');
  await expect(report).toContainText('Línea 4 («una línea suelta»)');
  await expect(page.getByRole('article', { name: PATCH_CORD })).toBeVisible();
  expect(await cartLines(page)).toEqual([
    expect.objectContaining({ name: PATCH_CORD, quantity: 2 }),
  ]);
});

test("'Repetir orden' puts a past order's products back in the cart and says so", async ({
  signedIn: page,
}) => {
  const found = await page.request.get(
    `/api/products?searchTerm=${encodeURIComponent('NanoStation')}`,
  );
  const [product] = ((await found.json()) as { products: { id: number; name: string }[] }).products;
  const write = { headers: WRITE_HEADERS };
  await page.request.patch('/api/shopping-cart/add', {
    ...write,
    data: { items: [{ productId: product!.id, quantity: 3 }] },
  });
  const placed = await page.request.post('/api/order', {
    ...write,
    data: { payMethod: 'BANK_TRANSFER' },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()) as { id: number };
  expect(await cartLines(page)).toEqual([]);

  await page.goto(`/orders/${order.id}`);
  await page.getByRole('button', { name: 'Repetir orden' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'al carrito.' })).toHaveText(
    'Se añadió 1 producto al carrito.',
  );
  await page.getByRole('link', { name: 'Ir al carrito' }).click();
  await expect(page.getByRole('article', { name: product!.name })).toBeVisible();
  expect(await cartLines(page)).toEqual([
    expect.objectContaining({ name: product!.name, quantity: 3 }),
  ]);
});
