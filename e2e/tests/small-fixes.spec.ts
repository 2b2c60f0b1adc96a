import { expect, test, WRITE_HEADERS } from '../support/fixtures';

// A demo product taxed at 19 % (apps/api/src/seed/catalogue), so its cart has no 5 % part.
const CAMERA = 'Cámara IP domo 4 MP con IR de 30 m';

test('on /login loaded directly, "Recuperar contraseña" opens the recovery form', async ({
  page,
}) => {
  await page.goto('/login');
  await page
    .getByRole('dialog', { name: 'Acceda' })
    .getByRole('link', { name: 'Recuperar contraseña' })
    .click();
  await expect(page).toHaveURL(/\/user\/forgotten-password$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Recuperar contraseña' })).toBeVisible();
});

test('the footer prints this year in Bogotá', async ({ page }) => {
  await page.goto('/');
  const year = new Intl.DateTimeFormat('en', {
    timeZone: 'America/Bogota',
    year: 'numeric',
  }).format(new Date());
  await expect(page.getByRole('contentinfo')).toContainText(`© ${year} `);
});

test('a full page load of another address starts at the top', async ({ page }) => {
  await page.goto('/');
  await page.mouse.wheel(0, 1500);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await page.goto('/search/router');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the contact buttons fold into one that opens them', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Contáctenos' });
    await expect(toggle).toBeVisible();
    const list = page.getByRole('list', { name: 'Contáctenos' });
    await expect(list).toBeHidden();
    await toggle.click();
    await expect(list.getByRole('link').first()).toBeVisible();
  });

  test('the cart keeps its total and the way to order at the bottom, with no zero tax rows', async ({
    signedIn: page,
  }) => {
    const found = await page.request.get(
      `/api/products?searchTerm=${encodeURIComponent('camara domo 4 MP')}`,
    );
    const { products } = (await found.json()) as { products: { id: number; name: string }[] };
    const camera = products.find((p) => p.name === CAMERA)!;
    const added = await page.request.patch('/api/shopping-cart/add', {
      headers: WRITE_HEADERS,
      data: { items: [{ productId: camera.id, quantity: 2 }] },
    });
    expect(added.ok()).toBe(true);
    await page.reload();
    // The header's cart, named with its count ('Carrito: 2 unidades').
    await page
      .getByRole('banner')
      .getByRole('link', { name: /^Carrito/ })
      .click();
    const order = page.getByRole('button', { name: 'Ordenar o cotizar' });
    await expect(order).toBeInViewport();
    await expect(page.getByText('Total a pagar').first()).toBeVisible();
    await expect(page.getByText(/IVA 5 %/)).toHaveCount(0);
    await expect(page.getByText('Excluido de IVA')).toHaveCount(0);
    await order.click();
    await expect(page.getByRole('button', { name: 'Generar orden' })).toBeInViewport();
  });
});
