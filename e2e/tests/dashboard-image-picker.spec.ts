import type { Locator } from '@playwright/test';
import { DEFAULT_PUBLIC_CONFIG } from '@shop/shared';
import { expect, test, WRITE_HEADERS } from '../support/fixtures';

// A real 4×4 PNG drawn by Chromium: the server checks the bytes, not the name.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAYAAACp8Z5+AAAANElEQVR4AUzIwQkAIAxD0dAZvOuGOoojerc7tE2h' +
    '0MCD8GXub50g9u4AxUUGnpJhHQUxOgAAAP//mJ8ziAAAAAZJREFUAwDkHg/pp4l1aAAAAABJRU5ErkJggg==',
  'base64',
);

/** Letters only, so the name passes the brand rule and is unique to this run. */
const suffix = Date.now().toString(36).replace(/\d/g, '');

/** Pages the library dialog forward until the picture named `name` shows, then chooses it. */
async function chooseFromLibrary(dialog: Locator, name: string) {
  const choice = dialog.getByRole('button', { name, exact: true });
  await expect(dialog.getByRole('list', { name: 'Imágenes de la biblioteca' })).toBeVisible();
  for (let page = 1; !(await choice.isVisible()); page++) {
    await dialog.getByRole('button', { name: 'Siguiente' }).click();
    await expect(dialog.getByText(new RegExp(`^Página ${page + 1} de`))).toBeVisible();
    // The page's pictures have arrived, not the last page's kept while it loads.
    await expect(dialog.locator('[aria-busy="true"]')).toHaveCount(0);
  }
  await choice.click();
}

test.describe('staff holding only ADMIN_BRANDS', () => {
  test.use({ staffPermissions: ['ADMIN_BRANDS'], viewport: { width: 1366, height: 900 } });

  test("changes a brand's logo to a demo picture chosen in the library and sees it in the table", async ({
    signedInAsStaff: page,
  }) => {
    test.setTimeout(60_000);
    const name = `Picker ${suffix}`;
    const created = await page.request.post('/api/brand', {
      headers: WRITE_HEADERS,
      data: { name, logo: 'https://cdn.example.com/logo-antiguo.png' },
    });
    expect(created.ok(), await created.text()).toBe(true);
    const { id } = (await created.json()) as { id: number };
    try {
      await page.goto('/dashboard/admin-products/brands');
      const table = page.getByRole('table', { name: 'Marcas' });
      await table.getByRole('button', { name: `Editar la marca ${name}` }).click();
      const form = page.getByRole('dialog', { name: 'Editar marca' });
      const logo = form.getByRole('group', { name: 'Logo' });
      // The address typed in the old days still shows as the current image (its name, and a frame
      // while the outside host cannot be reached); no box to type in.
      await expect(logo.getByRole('img', { name: 'Logo: imagen actual' })).toBeVisible();
      await expect(logo.getByText('logo-antiguo.png', { exact: true })).toBeVisible();
      await expect(logo.getByRole('textbox')).toHaveCount(0);

      await logo.getByRole('button', { name: 'Elegir de la biblioteca' }).click();
      const library = page.getByRole('dialog', { name: 'Logo: elegir de la biblioteca' });
      await chooseFromLibrary(library, 'logo-cisco.svg');
      await expect(library).toBeHidden();
      await expect(logo.getByRole('img', { name: 'Logo: imagen actual' })).toHaveAttribute(
        'src',
        '/api/files/product/logo-cisco.svg',
      );

      await form.getByRole('button', { name: 'Guardar cambios' }).click();
      await expect(page.getByText('Marca actualizada correctamente.')).toBeVisible();
      const row = table.getByRole('row', { name: new RegExp(name) });
      await expect(row.locator('img')).toHaveAttribute('src', '/api/files/product/logo-cisco.svg');
      await expect(row.locator('img')).not.toHaveJSProperty('naturalWidth', 0);
    } finally {
      const removed = await page.request.delete(`/api/brand/${id}`, { headers: WRITE_HEADERS });
      expect(removed.ok(), await removed.text()).toBe(true);
    }
  });
});

test.describe('staff holding only ADMIN_CONFIG', () => {
  test.use({ staffPermissions: ['ADMIN_CONFIG'], viewport: { width: 1366, height: 900 } });

  test('uploads a new shop icon in place; leaving before saving asks first', async ({
    signedInAsStaff: page,
  }) => {
    await page.goto('/dashboard/config');
    const icon = page.getByRole('group', { name: 'Ícono' });
    await expect(icon.getByRole('img', { name: 'Ícono: imagen actual' })).toHaveAttribute(
      'src',
      DEFAULT_PUBLIC_CONFIG.icon,
    );

    try {
      const uploaded = page.waitForResponse(
        (res) => res.url().endsWith('/api/files/product') && res.request().method() === 'POST',
      );
      const chooser = page.waitForEvent('filechooser');
      await icon.getByRole('button', { name: 'Subir imagen' }).click();
      await (await chooser).setFiles({ name: 'icono.png', mimeType: 'image/png', buffer: PNG });
      const { url } = (await (await uploaded).json()) as { url: string };
      expect(url).toMatch(/^\/api\/files\/product\/[0-9a-f-]{36}\.png$/);
      await expect(icon.getByRole('img', { name: 'Ícono: imagen actual' })).toHaveAttribute(
        'src',
        url,
      );

      // The new icon is an unsaved change: leaving asks, staying keeps it.
      await page
        .getByRole('navigation', { name: 'Opciones' })
        .getByRole('link', { name: 'Impuestos' })
        .click();
      const ask = page.getByRole('dialog', { name: 'Cambios sin guardar' });
      await ask.getByRole('button', { name: 'Seguir editando' }).click();
      await expect(page).toHaveURL(/\/dashboard\/config$/);

      await page.getByRole('button', { name: 'Guardar cambios' }).click();
      await expect(page.getByText('Configuraciones actualizadas correctamente.')).toBeVisible();
      const config = (await (await page.request.get('/api/config')).json()) as { icon: string };
      expect(config.icon).toBe(url);
      // The favicon follows at once.
      await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', url);
    } finally {
      // The run's other journeys expect the shop's own icon.
      const restored = await page.request.patch('/api/config', {
        headers: WRITE_HEADERS,
        data: { id: 1, configData: { icon: DEFAULT_PUBLIC_CONFIG.icon } },
      });
      expect(restored.ok(), await restored.text()).toBe(true);
    }
  });
});
