import { expect, test, WRITE_HEADERS } from '../support/fixtures';

test.use({ viewport: { width: 1280, height: 900 }, staffPermissions: ['ADMIN_CONTENTS'] });

interface Section {
  id: number;
  name: string;
  content: { name: string }[];
}

test('staff with only ADMIN_CONTENTS reorders the home groups and the home follows on its next load', async ({
  signedInAsStaff: page,
  browser,
}) => {
  const sections = (await (await page.request.get('/api/contents')).json()) as Section[];
  const home = sections.find((section) => section.name === 'Home')!;
  const [first, second] = home.content.map((group) => group.name);

  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Contenidos' }).click();
  const table = page.getByRole('table', { name: 'Secciones de contenido' });
  await expect(table.getByRole('button', { name: /^Subir la sección/ }).first()).toBeDisabled();
  await expect(table.getByRole('button', { name: /^Bajar la sección/ }).last()).toBeDisabled();
  await table.getByRole('link', { name: 'Editar la sección Inicio' }).click();

  await expect(page.getByRole('button', { name: 'Subir el grupo 1' })).toBeDisabled();
  await page.getByRole('button', { name: 'Bajar el grupo 1' }).click();
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('Sección actualizada correctamente.')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/contents$/);

  // A visitor's next load of the home shows the new order.
  const visitor = await browser.newPage();
  try {
    await visitor.goto(page.url().replace(/\/dashboard\/contents$/, '/'));
    const titles = visitor.locator('main section h2');
    await expect(titles.filter({ hasText: second! }).first()).toBeVisible();
    const names = await titles.allTextContents();
    expect(names.indexOf(second!)).toBeGreaterThanOrEqual(0);
    expect(names.indexOf(second!)).toBeLessThan(names.indexOf(first!));
  } finally {
    await visitor.close();
  }

  // The shop is left as it was for the other journeys.
  const restored = await page.request.patch(`/api/contents/${home.id}`, {
    headers: WRITE_HEADERS,
    data: { content: home.content },
  });
  expect(restored.ok()).toBe(true);
});

test("the 'Contact Us' section keeps its name, so the storefront's contact buttons stay", async ({
  signedInAsStaff: page,
}) => {
  const sections = (await (await page.request.get('/api/contents')).json()) as Section[];
  const contact = sections.find((section) => section.name === 'Contact Us')!;

  await page.goto('/dashboard/contents');
  const table = page.getByRole('table', { name: 'Secciones de contenido' });
  await expect(table.getByRole('row', { name: /Contáctenos.*Botones de contacto/ })).toBeVisible();
  await table.getByRole('link', { name: 'Editar la sección Contáctenos' }).click();
  await expect(page.getByRole('heading', { name: 'Editar: Contáctenos' })).toBeVisible();
  const name = page.getByLabel('Nombre de la sección');
  await expect(name).toHaveValue('Contact Us');
  await expect(name).not.toBeEditable();

  // A rename sent around the form is refused by the server in words staff can act on.
  const renamed = await page.request.patch(`/api/contents/${contact.id}`, {
    headers: WRITE_HEADERS,
    data: { name: 'Contacto' },
  });
  expect(renamed.status()).toBe(409);
  expect((await renamed.json()).message).toMatch(/busca esta sección por su nombre/);

  await page.goto('/');
  await expect(
    page.getByRole('list', { name: 'Contáctenos' }).getByRole('link').first(),
  ).toBeVisible();
});

test('staff edits an information page and the footer link opens the new text', async ({
  signedInAsStaff: page,
}) => {
  const original = (await (await page.request.get('/api/pages/envios')).json()) as { body: string };
  const text = `Despachamos el mismo día hábil (${Date.now()}).`;

  await page.goto('/dashboard/contents');
  const pages = page.getByRole('table', { name: 'Páginas informativas' });
  await pages.getByRole('button', { name: 'Editar la página Envíos a toda Colombia' }).click();
  const dialog = page.getByRole('dialog', { name: /Editar página/ });
  await dialog
    .getByLabel('Contenido')
    .fill(`<h2>Tiempos</h2><p>${text}</p><script>alert(1)</script>`);
  await dialog.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('Página actualizada correctamente.')).toBeVisible();

  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Envíos a toda Colombia' }).click();
  await expect(page).toHaveURL(/\/info\/envios$/);
  await expect(page.getByText(text)).toBeVisible();
  expect(await page.locator('main script').count()).toBe(0);

  const restored = await page.request.patch('/api/pages/envios', {
    headers: WRITE_HEADERS,
    data: { body: original.body },
  });
  expect(restored.ok()).toBe(true);
});
