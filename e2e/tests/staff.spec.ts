import { expect, openSettings, test } from '../support/fixtures';
import { asDemoAdmin } from '../support/staff';

test.describe('staff holding only ADMIN_ORDERS', () => {
  test.use({ staffPermissions: ['ADMIN_ORDERS'] });

  test('see the dashboard entry and read the history, but not the roles', async ({
    signedInAsStaff: page,
  }) => {
    const menu = await openSettings(page);
    await expect(menu.getByRole('menuitem', { name: 'Dashboard' })).toBeVisible();
    expect((await page.request.get('/api/history')).status()).toBe(200);
    expect((await page.request.get('/api/roles')).status()).toBe(403);
    // Still a customer too: the USER of the role they registered with.
    expect((await page.request.get('/api/shopping-cart')).status()).toBe(200);
  });
});

test('the staff fixture leaves no role behind', async ({ playwright }) => {
  const admin = await playwright.request.newContext();
  const names = await asDemoAdmin(admin, async () => {
    const roles = (await (await admin.get('/api/roles')).json()) as { name: string }[];
    return roles.map((role) => role.name);
  });
  expect(names.filter((name) => name.startsWith('E2E '))).toEqual([]);
  await admin.dispose();
});
