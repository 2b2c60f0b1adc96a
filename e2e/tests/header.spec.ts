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
      // The count comes after the session, its chunk and the cart's answer: room on a loaded machine.
      await expect(cart).toContainText('3', { timeout: 15_000 });
      await cart.click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Carrito de Compras');
    });

    test('the search box suggests as one types: arrows to a brand, and keeps a searched term', async ({
      page,
    }) => {
      await page.goto('/');
      const box = page.getByRole('banner').getByRole('combobox', { name: 'Buscar productos' });
      await expect(box).toHaveAttribute('aria-expanded', 'false');
      await box.click();
      await box.pressSequentially('mikro', { delay: 40 });
      await expect(box).toHaveAttribute('aria-expanded', 'true');
      const list = page.locator(`[id="${await box.getAttribute('aria-controls')}"]`);
      await expect(list).toHaveAttribute('role', 'listbox');
      await expect(
        list.getByRole('group', { name: 'Productos' }).getByRole('option').first(),
      ).toContainText(/MikroTik/i);
      const brand = list
        .getByRole('group', { name: 'Marcas' })
        .getByRole('option', { name: 'MikroTik' });
      await expect(brand).toBeVisible();
      // Arrow Down until the brand is the active option; focus never leaves the box.
      const brandId = await brand.getAttribute('id');
      for (
        let step = 0;
        step < 12 && (await box.getAttribute('aria-activedescendant')) !== brandId;
        step++
      ) {
        await box.press('ArrowDown');
      }
      await expect(box).toHaveAttribute('aria-activedescendant', brandId!);
      await expect(brand).toHaveAttribute('aria-selected', 'true');
      await expect(box).toBeFocused();
      await box.press('Enter');
      await expect(page).toHaveURL(/\/brand\/\d+\/mikrotik$/);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('MikroTik');
      await expect(box).toHaveValue('');

      // Enter without an option searches the text; the results page keeps it in the box.
      await box.fill('router mikrotik');
      await box.press('Enter');
      await expect(page).toHaveURL(/\/search\/router%20mikrotik$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Búsqueda "router mikrotik"',
      );
      await expect(box).toHaveValue('router mikrotik');
      await page.reload();
      await expect(box).toHaveValue('router mikrotik');
    });
  });
}
