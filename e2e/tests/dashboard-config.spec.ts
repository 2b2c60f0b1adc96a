import type { Page } from '@playwright/test';
import { DEFAULT_THEME } from '@shop/shared';
import { expect, test, WRITE_HEADERS } from '../support/fixtures';
import { mailText } from '../support/smtp';

const NEW_PRIMARY = '#c2410c';

/** The theme's primary as the page applies it (ThemeSync writes it on <html>). */
const primaryOf = (page: Page) =>
  page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim(),
  );

/** The background of the header's search button: the theme's action colour. */
const searchButtonBackground = (page: Page) =>
  page
    .locator('header')
    .getByRole('button', { name: 'Buscar', exact: true })
    .first()
    .evaluate((button) => getComputedStyle(button).backgroundColor);

/** What the storefront derives from a light primary for its filled buttons (styles/tokens.css). */
const lightActionOf = (page: Page, primary: string) =>
  page.evaluate((colour) => {
    const probe = document.createElement('div');
    probe.style.background = `color-mix(in oklab, ${colour}, black 18%)`;
    document.body.append(probe);
    const computed = getComputedStyle(probe).backgroundColor;
    probe.remove();
    return computed;
  }, primary);

test.describe('staff holding only ADMIN_CONFIG', () => {
  test.use({ staffPermissions: ['ADMIN_CONFIG'], colorScheme: 'light' });

  test("a link to 'Correo SMTP' opens the page at that section, once the settings are drawn", async ({
    signedInAsStaff: page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto('/dashboard/config#config-smtp');
    const heading = page.getByRole('heading', { name: 'Correo SMTP' });
    await expect(heading).toBeInViewport();
    // The page's first section is scrolled away: the jump happened, not a short page.
    await expect(
      page.getByRole('heading', { name: 'Configuraciones', level: 1 }),
    ).not.toBeInViewport();
  });

  test('changes the light primary colour, the storefront header follows, and the test mail arrives', async ({
    signedInAsStaff: page,
    staff,
    smtp,
    browser,
    baseURL,
  }) => {
    await page.goto('/dashboard');
    const menu = page.getByRole('navigation', { name: 'Opciones' });
    await expect(menu.getByRole('link')).toHaveText(['Configuraciones', 'Impuestos']);
    await expect(page).toHaveURL(/\/dashboard\/config$/);

    const light = page.getByRole('group', { name: 'Tema claro' });
    const primary = light.getByLabel('Primario', { exact: true });
    await expect(primary).toHaveValue(DEFAULT_THEME.light.primary);
    await expect(page.getByLabel('Contraseña', { exact: true })).toHaveValue('');

    try {
      await primary.fill(NEW_PRIMARY);
      // The preview follows before anything is saved.
      await expect(page.getByTestId('preview-light')).toHaveAttribute(
        'style',
        new RegExp(`--pv-primary: ${NEW_PRIMARY}`),
      );
      await page.getByRole('button', { name: 'Guardar cambios' }).click();
      await expect(page.getByText('Configuraciones actualizadas correctamente.')).toBeVisible();
      // The admin's own tab takes the new theme at once.
      await expect.poll(() => primaryOf(page)).toBe(NEW_PRIMARY);

      // A visitor opening the storefront afresh sees the header in the new colour.
      const visitor = await browser.newContext({ baseURL, colorScheme: 'light' });
      const home = await visitor.newPage();
      await home.goto('/');
      await expect.poll(() => primaryOf(home)).toBe(NEW_PRIMARY);
      expect(await searchButtonBackground(home)).toBe(await lightActionOf(home, NEW_PRIMARY));
      expect(await searchButtonBackground(home)).not.toBe(
        await lightActionOf(home, DEFAULT_THEME.light.primary),
      );
      await visitor.close();

      // The test mail goes out with the stored SMTP settings to the signed-in admin.
      await page.getByRole('button', { name: 'Enviar correo de prueba' }).click();
      const sent = `Correo de prueba enviado a ${staff.email.toLowerCase()}.`;
      await expect(page.getByRole('status').filter({ hasText: sent })).toBeVisible();
      await expect
        .poll(() => smtp.mails.filter((m) => m.to[0] === staff.email.toLowerCase()).length)
        .toBe(1);
      const mail = smtp.mails.find((m) => m.to[0] === staff.email.toLowerCase())!;
      expect(mailText(mail)).toContain('Este es un correo de prueba');
    } finally {
      // The run's other journeys expect the shop's own colours.
      const restored = await page.request.patch('/api/config', {
        headers: WRITE_HEADERS,
        data: { id: 1, configData: { theme: { light: { primary: DEFAULT_THEME.light.primary } } } },
      });
      expect(restored.ok(), await restored.text()).toBe(true);
    }
  });
});
