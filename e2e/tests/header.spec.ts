import { expect, test, WRITE_HEADERS } from '../support/fixtures';

for (const width of [1366, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a visitor finds the cart and "Ingresar" in the header, not behind the gear', async ({
      page,
      customer,
    }) => {
      await page.goto('/');
      const header = page.getByRole('banner');
      await expect(header.getByRole('link', { name: 'Carrito' })).toBeVisible();
      await header.getByRole('button', { name: 'Ingresar' }).click();
      const dialog = page.getByRole('dialog', { name: 'Acceda' });
      await dialog.getByLabel('Correo electrónico').fill(customer.email);
      await dialog.getByLabel('Contraseña').fill(customer.password);
      await dialog.getByRole('button', { name: 'Acceder' }).click();
      await expect(dialog).toBeHidden();

      // Signed in: the account, the wishlist and the cart with what it holds.
      await expect(header.getByRole('link', { name: 'Mi cuenta' })).toBeVisible();
      await expect(header.getByRole('link', { name: 'Lista de deseos' })).toBeVisible();
      const { products } = (await (
        await page.request.get('/api/products?offset=0&limit=40')
      ).json()) as { products: { id: number; available: boolean; inStock: boolean }[] };
      const sold = products.find((p) => p.available && p.inStock)!;
      const added = await page.request.patch('/api/shopping-cart/add', {
        headers: WRITE_HEADERS,
        data: { items: [{ productId: sold.id, quantity: 3 }] },
      });
      expect(added.ok(), await added.text()).toBe(true);
      await page.reload();
      const cart = header.getByRole('link', { name: 'Carrito: 3 unidades' });
      await expect(cart).toContainText('3');
      await cart.click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Carrito de Compras');
    });
  });
}
