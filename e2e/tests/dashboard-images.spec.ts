import { expect, test } from '../support/fixtures';

// A real 4×4 PNG drawn by Chromium: the server checks the bytes, not the name.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAYAAACp8Z5+AAAANElEQVR4AUzIwQkAIAxD0dAZvOuGOoojerc7tE2h' +
    '0MCD8GXub50g9u4AxUUGnpJhHQUxOgAAAP//mJ8ziAAAAAZJREFUAwDkHg/pp4l1aAAAAABJRU5ErkJggg==',
  'base64',
);

test.describe('product images', () => {
  // Staff holding ADMIN_IMAGES alone: the screens must not lean on any other permission.
  test.use({
    viewport: { width: 1280, height: 900 },
    staffPermissions: ['ADMIN_IMAGES'],
    permissions: ['clipboard-read', 'clipboard-write'],
  });

  test('an admin uploads a picture, finds it first in the grid and copies its address', async ({
    signedInAsStaff: page,
  }) => {
    await page.goto('/dashboard');
    await page
      .getByRole('navigation', { name: 'Opciones' })
      .getByRole('link', { name: 'Imágenes' })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Imágenes');
    await page.getByRole('link', { name: 'Subir imagen' }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Subir imagen');

    await page.getByLabel('Imagen del producto').setInputFiles({
      name: 'router-frente.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await expect(
      page.getByRole('img', { name: 'Vista previa de router-frente.png' }),
    ).toBeVisible();
    const uploaded = page.waitForResponse(
      (res) => res.url().endsWith('/api/files/product') && res.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Subir' }).click();
    const { url } = (await (await uploaded).json()) as { url: string };
    expect(url).toMatch(/^\/api\/files\/product\/[0-9a-f-]{36}\.png$/);
    await expect(
      page.getByRole('alert').filter({ hasText: 'Imagen subida correctamente.' }),
    ).toBeVisible();

    // Back on the grid, newest first: the new picture leads and really loads.
    await expect(page).toHaveURL(/\/dashboard\/admin-products\/images$/);
    const name = url.split('/').pop()!;
    const grid = page.getByRole('list', { name: 'Imágenes de productos' });
    const first = grid.getByRole('listitem').first();
    await expect(first.getByRole('img', { name })).toHaveJSProperty('naturalWidth', 4);

    await first.getByRole('button', { name: `Copiar URL de ${name}` }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'URL copiada al portapapeles.' }),
    ).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(new URL(url, page.url()).href);

    // The copied address serves the picture, cached for a year.
    const served = await page.request.get(copied);
    expect(served.headers()['content-type']).toBe('image/png');
    expect(served.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test('a file that is not a picture is refused with the reason', async ({
    signedInAsStaff: page,
  }) => {
    await page.goto('/dashboard/admin-products/images/upload');
    await page.getByLabel('Imagen del producto').setInputFiles({
      name: 'foto.png',
      mimeType: 'image/png',
      buffer: Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      ),
    });
    await page.getByRole('button', { name: 'Subir' }).click();
    await expect(
      page.getByRole('alert').filter({
        hasText: /^Algo falló al subir el archivo\. El archivo no es una imagen JPEG, PNG o WebP/,
      }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/images\/upload$/);
  });
});

test.describe('stock monitor', () => {
  test.use({ viewport: { width: 1280, height: 900 }, staffPermissions: ['ADMIN_STOCK'] });

  test('an admin sees a seeded sold-out product and finds it by search', async ({
    signedInAsStaff: page,
  }) => {
    await page.goto('/dashboard');
    await page
      .getByRole('navigation', { name: 'Opciones' })
      .getByRole('link', { name: 'Monitorear Stock' })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Monitorear Stock');
    const table = page.getByRole('table', { name: 'Productos con bajo stock' });
    // Sold-out products come first; the demo catalogue has this cabinet at 0 units.
    const cabinet = table.getByRole('row', { name: /Gabinete NetShelter SX de 42U/ });
    await expect(cabinet).toBeVisible();
    await expect(cabinet.getByText('Agotado')).toBeVisible();

    await page
      .getByRole('searchbox', { name: 'Buscar productos con bajo stock' })
      .fill('apc-ar3100');
    await expect(page).toHaveURL(/\?q=apc-ar3100$/);
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table.getByRole('row').nth(1)).toContainText('APC-AR3100');
    await expect(
      table.getByRole('link', { name: /Gabinete NetShelter SX de 42U/ }),
    ).toHaveAttribute('href', /^\/dashboard\/admin-products\/\d+$/);
  });
});
