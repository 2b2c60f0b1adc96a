import { mkdirSync } from 'node:fs';
import type { Browser, Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { SHOP_URL } from '../support/ports';
import {
  APPROVED_CARD,
  DECLINED_CARD,
  DEMO_KEYS,
  payWithCard,
  storeStandinKeys,
} from '../support/wompi';

// Two units of it pass the demo shop's minimum purchase (buying.spec.ts).
const PHONE = 'Teléfono IP de 2 líneas con PoE';
const SHOTS = new URL('../../.tmp/screenshots/paying-online/', import.meta.url);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const toast = (page: Page, text: string | RegExp) =>
  page.getByRole('alert').filter({ hasText: text });

/** Fills the cart from the product's page, as a customer does. */
async function addPhones(page: Page) {
  await page.goto(`/search/${encodeURIComponent('telefono IP 2 lineas')}`);
  await page
    .getByRole('main')
    .getByRole('link', { name: new RegExp(escape(PHONE)) })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(PHONE);
  await page.getByLabel('Cantidad', { exact: true }).fill('2');
  await page.getByRole('button', { name: 'Agregar al carrito' }).click();
  await expect(toast(page, 'El producto se ha añadido al carrito').first()).toBeVisible();
}

/** 'Generar orden' paid by card, from the cart; answers the order's number. */
async function orderByCard(page: Page): Promise<string> {
  await addPhones(page);
  await page.goto('/shopping-cart');
  await page.getByLabel('Tarjeta de crédito').check();
  await page.getByRole('button', { name: 'Generar orden' }).click();
  await expect(page).toHaveURL(/\/orders$/);
  const placed = page.getByRole('region', { name: /^Orden ORD-\d{4}-\d{5} recibida$/ });
  await expect(placed).toContainText('Tarjeta de crédito');
  await expect(placed).toContainText('Pague en línea con Wompi antes del');
  return (await placed.innerText()).match(/ORD-\d{4}-\d{5}/)![0];
}

/**
 * The page in both themes at a laptop's and a phone's width, into .tmp/screenshots (never
 * committed), for a person to look at. The theme is read when the page loads: each shot reloads.
 */
async function shoot(page: Page, name: string, part?: (page: Page) => Locator) {
  mkdirSync(SHOTS, { recursive: true });
  const size = page.viewportSize();
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
      await page.reload();
      await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
      await page.waitForLoadState('networkidle');
      // From the top: a full-page shot of a scrolled page draws the sticky header mid-page.
      await page.evaluate(() => window.scrollTo(0, 0));
      const path = new URL(`${name}-${colorScheme}-${width}.png`, SHOTS).pathname;
      if (part) await part(page).screenshot({ path });
      else await page.screenshot({ path, fullPage: true });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  if (size) await page.setViewportSize(size);
}

/** A second browser for the staff member, from this test's own visitor address. */
async function staffPage(
  browser: Browser,
  headers: Record<string, string> | undefined,
  staff: { email: string; password: string },
) {
  const context = await browser.newContext({
    baseURL: SHOP_URL,
    extraHTTPHeaders: headers ?? {},
    locale: 'es-CO',
    timezoneId: 'America/Bogota',
  });
  const page = await context.newPage();
  const login = await page.request.post('/api/auth/login', {
    headers: { 'X-Requested-With': 'fetch' },
    data: { email: staff.email, password: staff.password },
  });
  expect(login.ok(), await login.text()).toBe(true);
  return page;
}

test.use({ viewport: { width: 1366, height: 900 } });
// Two browsers, the gateway's checkout and back, and sixteen screenshots each reloading its page.
test.describe.configure({ timeout: 180_000 });

test.describe('staff holding ADMIN_CONFIG and ADMIN_PAYMENTS', () => {
  test.use({ staffPermissions: ['ADMIN_CONFIG', 'ADMIN_PAYMENTS'] });

  test('store the Wompi keys, a customer pays by card at the checkout, and the payment shows', async ({
    signedIn: page,
    staff,
    browser,
    extraHTTPHeaders,
  }) => {
    // Configuración › Pagos: the stand-in's sandbox keys, typed as from Wompi's dashboard.
    const admin = await staffPage(browser, extraHTTPHeaders, staff);
    await admin.goto('/dashboard/config');
    const payments = admin.getByRole('region', { name: 'Pagos' });
    await expect(payments.getByLabel('URL de eventos')).toHaveValue(
      `${SHOP_URL}/api/payments/wompi/events`,
    );
    await expect(payments.getByLabel('Ambiente de Wompi')).toHaveValue('sandbox');
    // A production key in the sandbox is refused before anything is sent.
    await payments.getByLabel('Llave privada', { exact: true }).fill('prv_prod_0123456789');
    await payments.getByRole('button', { name: 'Guardar pagos' }).click();
    await expect(payments.getByLabel('Llave privada', { exact: true })).toHaveAccessibleDescription(
      /es de producción y el ambiente elegido es pruebas \(sandbox\)/,
    );
    await payments.getByLabel('Llave pública', { exact: true }).fill(DEMO_KEYS.publicKey);
    await payments.getByLabel('Llave privada', { exact: true }).fill(DEMO_KEYS.privateKey);
    await payments
      .getByLabel('Secreto de integridad', { exact: true })
      .fill(DEMO_KEYS.integritySecret);
    await payments.getByLabel('Secreto de eventos', { exact: true }).fill(DEMO_KEYS.eventsSecret);
    await payments.getByRole('button', { name: 'Guardar pagos' }).click();
    await expect(toast(admin, 'Configuraciones actualizadas correctamente.')).toBeVisible();
    // Write-only: the fields come back empty, saying a key is kept.
    const saved = admin.getByRole('region', { name: 'Pagos' });
    await expect(saved.getByLabel('Llave privada', { exact: true })).toHaveValue('');
    await expect(saved.getByLabel('Llave privada', { exact: true })).toHaveAttribute(
      'placeholder',
      'Guardada',
    );
    await expect(saved.getByRole('status')).toContainText('Pagos en línea activos');
    await shoot(admin, 'config-pagos', (at) =>
      at.getByRole('region', { name: 'Pagos', exact: true }),
    );

    // The customer: card, 'Generar orden', 'Pagar ahora', the gateway's checkout, and back.
    const orderId = await orderByCard(page);
    await page.getByRole('button', { name: 'Pagar ahora' }).click();
    await payWithCard(page, APPROVED_CARD);
    const outcome = page.getByRole('region', { name: 'Recibimos su pago. ¡Gracias!' });
    await expect(outcome).toBeVisible();
    await expect(outcome).toContainText(orderId);
    await expect(page.getByText('Pagada', { exact: true })).toBeVisible();
    await shoot(page, 'return-paid');

    await outcome.getByRole('link', { name: 'Ver mis órdenes' }).click();
    await expect(page).toHaveURL(/\/orders$/);
    const row = page.getByRole('row').filter({ hasText: orderId });
    await expect(row).toContainText('Pagada');
    await expect(row).toContainText(/Pagada el \d/);
    await expect(row.getByRole('button', { name: /^Pagar/ })).toHaveCount(0);
    await shoot(page, 'orders');

    // Pagos: the order paid, its approved attempt with the gateway's transaction.
    await admin.goto(`/dashboard/payments?search=${orderId}`);
    const listed = admin.getByRole('row').filter({ hasText: orderId });
    await expect(listed).toContainText('Pagada');
    await shoot(admin, 'pagos');
    await listed.getByRole('button', { name: `Ver detalle de ${orderId}` }).click();
    const detail = admin.getByRole('dialog', { name: `Pago de ${orderId}` });
    const attempts = detail.getByRole('region', { name: 'Intentos en línea' });
    await expect(attempts).toContainText(`${orderId}-P1`);
    await expect(attempts).toContainText('Aprobado');
    await expect(attempts).toContainText('CARD');
    await expect(detail.getByRole('region', { name: 'Dinero recibido' })).toContainText(
      'Pago en línea (Wompi)',
    );
    await shoot(admin, 'pagos-detalle');
    await admin.context().close();
  });
});

test('a declined card says why, and a new attempt is approved', async ({
  signedIn: page,
  playwright,
}) => {
  // Apart from the customer's browser: the administrator's session must not replace theirs.
  const admin = await playwright.request.newContext();
  await storeStandinKeys(admin);
  await admin.dispose();
  const orderId = await orderByCard(page);
  await page.getByRole('button', { name: 'Pagar ahora' }).click();
  await payWithCard(page, DECLINED_CARD);

  const declined = page.getByRole('region', { name: 'El pago no se aprobó' });
  await expect(declined).toContainText('Transacción rechazada por el banco (sandbox)');
  await expect(page.getByText('Recibimos su pago. ¡Gracias!')).toHaveCount(0);
  await shoot(page, 'return-declined');
  // The orders as they stand meanwhile: unpaid, reserved, payable from the row.
  await page.goto('/orders');
  const row = page.getByRole('row').filter({ hasText: orderId });
  await expect(row).toContainText('Sin pagar');
  await expect(row).toContainText(/Reservada hasta \d/);
  await expect(row.getByRole('button', { name: `Pagar ${orderId}` })).toBeVisible();
  await shoot(page, 'orders-unpaid');
  await page.goBack();

  await declined.getByRole('button', { name: 'Intentar de nuevo' }).click();
  // A new attempt: the order's second reference.
  await expect(page.getByText(`${orderId}-P2`)).toBeVisible();
  await payWithCard(page, APPROVED_CARD);
  await expect(page.getByRole('region', { name: 'Recibimos su pago. ¡Gracias!' })).toBeVisible();

  await page.goto('/orders');
  await expect(page.getByRole('row').filter({ hasText: orderId })).toContainText('Pagada');
});
