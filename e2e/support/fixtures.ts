import { createHash } from 'node:crypto';
import {
  test as base,
  expect,
  type APIRequestContext,
  type Page,
  type TestInfo,
} from '@playwright/test';
import type { Permission } from '@shop/shared';
import { createCustomer, WRITE_HEADERS, type Customer } from './accounts';
import { E2E_SMTP_PORT } from './ports';
import { startSmtp, type ReceivedMail } from './smtp';
import { asDemoAdmin, createStaff, removeStaffRole, type Staff } from './staff';

/*
 * Every test brings its own data: a customer registered for it alone, signed in if it asks, its
 * own SMTP server, its own visitor address. What the API lets a customer undo (cart lines,
 * wishlist items, a pending client-type request, sessions) is undone when the test ends, and so
 * is the role a staff test was given (support/staff.ts).
 * Accounts, quotes and orders cannot be deleted through the API yet (the admin dashboard comes
 * next): they stay in the run's database, a throw-away data folder that the global teardown
 * deletes (support/global-teardown.ts), and no test reads another test's account.
 */

/** A demo account of a special-pricing type: without an administrator no fresh one can be had. */
const DEMO_TECHNICIAN = { email: 'tecnico@example.com', password: 'Cliente12345' };

export { WRITE_HEADERS };

/** Opens the settings drop-down of the header and returns it. */
export async function openSettings(page: Page) {
  await page.getByRole('button', { name: 'Configuración' }).first().click();
  return page.getByRole('menu');
}

/** Signs in through the header's dialog, as a visitor does. */
export async function signIn(page: Page, user: { email: string; password: string }) {
  const menu = await openSettings(page);
  await menu.getByRole('menuitem', { name: 'Iniciar sesión' }).click();
  const dialog = page.getByRole('dialog', { name: 'Acceda' });
  await dialog.getByLabel('Correo electrónico').fill(user.email);
  await dialog.getByLabel('Contraseña').fill(user.password);
  await dialog.getByRole('button', { name: 'Acceder' }).click();
  await expect(dialog).toBeHidden();
}

async function apiSignIn(request: APIRequestContext, user: { email: string; password: string }) {
  const response = await request.post('/api/auth/login', {
    headers: WRITE_HEADERS,
    data: { email: user.email, password: user.password },
  });
  expect(response.ok(), `sign-in of ${user.email}: ${await response.text()}`).toBe(true);
}

async function signedInPage(page: Page, user: { email: string; password: string }) {
  await apiSignIn(page.request, user);
  await page.goto('/');
  return page;
}

/** Ends the browser's session on the server, not only in the closing context. */
async function signOut(page: Page) {
  const loggedOut = await page.request.post('/api/auth/logout', { headers: WRITE_HEADERS });
  expect(loggedOut.ok()).toBe(true);
}

/**
 * A private address per test (and per repetition). The shop counts registrations, failed sign-ins
 * and password mails per address; from one shared address those counts would carry from test to
 * test, and the tenth registration of a run would fail however the tests are ordered.
 */
function visitorAddress(testInfo: TestInfo): string {
  const digest = createHash('sha256')
    .update(`${testInfo.testId}:${testInfo.repeatEachIndex}:${testInfo.retry}`)
    .digest();
  return `10.${digest[0]}.${digest[1]}.${digest[2]}`;
}

/** Takes back, through the customer's own session, what a test may have left on the account. */
async function undoCustomerChanges(request: APIRequestContext, customer: Customer) {
  const cart = await request.get('/api/shopping-cart');
  expect(cart.ok()).toBe(true);
  const { items } = (await cart.json()) as { items: { id: number; quantity: number }[] };
  if (items.length > 0) {
    const removed = await request.patch('/api/shopping-cart/remove', {
      headers: WRITE_HEADERS,
      data: { items: items.map((item) => ({ productId: item.id, quantity: item.quantity })) },
    });
    expect(removed.ok(), await removed.text()).toBe(true);
    expect(((await removed.json()) as { items: unknown[] }).items).toEqual([]);
  }

  const wishlist = await request.get('/api/wishlists');
  expect(wishlist.ok()).toBe(true);
  const { products } = (await wishlist.json()) as { products: { id: number }[] };
  for (const product of products) {
    const removed = await request.patch(`/api/wishlists/remove/${product.id}`, {
      headers: WRITE_HEADERS,
    });
    expect(removed.ok(), await removed.text()).toBe(true);
  }

  const account = await request.get(`/api/auth/${customer.id}`);
  expect(account.ok()).toBe(true);
  const { clientType, requestedClientType } = (await account.json()) as {
    clientType: string;
    requestedClientType: string | null;
  };
  if (requestedClientType) {
    // Asking for the type one already has withdraws the pending request.
    const withdrawn = await request.patch(`/api/auth/update/${customer.id}`, {
      headers: WRITE_HEADERS,
      data: { clientType },
    });
    expect(withdrawn.ok(), await withdrawn.text()).toBe(true);
  }
}

interface Fixtures {
  /**
   * A fresh, ACTIVE 'Cliente final' registered through the API for this test only. A test that
   * changes the password stores the new one in `customer.password`, so the cleanup can sign in.
   */
  customer: Customer;
  /** The page, at home, signed in as `customer` (the session cookie set through the API). */
  signedIn: Page;
  /**
   * The page, at home, signed in as the demo technician. Shared by every run, so read only: the
   * test must not let a change reach the server.
   */
  signedInAsDemoTechnician: Page;
  /** A real SMTP server on loopback for this test; it holds what the shop sends while it runs. */
  smtp: { mails: ReceivedMail[] };
  /**
   * A fresh customer holding, besides USER, a role made for this test with exactly
   * `staffPermissions`; built and taken apart again through the API by the demo administrator.
   */
  staff: Staff;
  /** The page, at home, signed in as `staff`. */
  signedInAsStaff: Page;
}

interface Options {
  /** What `staff` may do: `test.use({ staffPermissions: ['ADMIN_ORDERS'] })`. */
  staffPermissions: Permission[];
}

export const test = base.extend<Fixtures & Options>({
  // A page the server drew answers clicks once the browser has hydrated it: every visit waits for
  // the app's ready mark, as a person waits for a page to respond.
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (new URL(page.url()).pathname.startsWith('/api/')) return response;
      await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
      return response;
    };
    await use(page);
  },

  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, 'X-Forwarded-For': visitorAddress(testInfo) });
  },

  customer: async ({ playwright }, use) => {
    const api = await playwright.request.newContext();
    const customer = await createCustomer(api);
    await use(customer);
    await apiSignIn(api, customer);
    await undoCustomerChanges(api, customer);
    const loggedOut = await api.post('/api/auth/logout', { headers: WRITE_HEADERS });
    expect(loggedOut.ok()).toBe(true);
    await api.dispose();
  },

  signedIn: async ({ page, customer }, use) => {
    await use(await signedInPage(page, customer));
    await signOut(page);
  },

  signedInAsDemoTechnician: async ({ page }, use) => {
    await use(await signedInPage(page, DEMO_TECHNICIAN));
    await signOut(page);
  },

  staffPermissions: [[], { option: true }],

  staff: async ({ playwright, staffPermissions }, use) => {
    expect(staffPermissions, 'test.use({ staffPermissions }) names what staff may do').not.toEqual(
      [],
    );
    const admin = await playwright.request.newContext();
    const staff = await asDemoAdmin(admin, () => createStaff(admin, staffPermissions));
    await use(staff);
    await asDemoAdmin(admin, () => removeStaffRole(admin, staff));
    await admin.dispose();
  },

  signedInAsStaff: async ({ page, staff }, use) => {
    await use(await signedInPage(page, staff));
    await signOut(page);
  },

  // Playwright reads the fixtures a function needs from its first parameter: none here.
  // eslint-disable-next-line no-empty-pattern
  smtp: async ({}, use) => {
    const server = await startSmtp(E2E_SMTP_PORT);
    await use(server);
    await server.close();
  },
});

export { expect };
