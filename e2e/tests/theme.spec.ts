import { expect, openSettings, test } from '../support/fixtures';

test('a visitor switches to dark mode and the colours change', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  const html = page.locator('html');
  await expect(html).not.toHaveAttribute('data-theme', 'dark');
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const primary = () =>
    page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim(),
    );
  const lightBackground = await background();
  expect(await primary()).toBe('#188f4b');

  const menu = await openSettings(page);
  await menu.getByRole('menuitem', { name: 'Modo Oscuro' }).click();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await expect.poll(primary).toBe('#41a114');
  expect(await background()).not.toBe(lightBackground);

  // The choice survives a reload, and the toggle now offers the way back.
  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  const again = await openSettings(page);
  await expect(again.getByRole('menuitem', { name: 'Modo Claro' })).toBeVisible();
});
