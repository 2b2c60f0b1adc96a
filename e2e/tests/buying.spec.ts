import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, openSettings, test } from '../support/fixtures';

// Demo catalogue products with plenty of stock (apps/api/src/seed/catalogue).
const CAMERA = 'Cámara IP domo 4 MP con IR de 30 m';
const PHONE = 'Teléfono IP de 2 líneas con PoE';
// About $ 29.000 for a 'Cliente final': well under the demo shop's minimum purchase.
const PATCH_CORD = 'Patch cord Cat 6 GigaLan de 1,5 m gris';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A toast (react-toastify renders each as an alert) saying `text`. */
const toast = (page: Page, text: string | RegExp) =>
  page.getByRole('alert').filter({ hasText: text });

/** '$ 1.234.567' for a whole number of pesos, spaces as the page may print them. */
const copSource = (pesos: number) => `\\$\\s?${escape(pesos.toLocaleString('es-CO'))}(?!\\d)`;
const copPattern = (pesos: number) => new RegExp(copSource(pesos));

/** The shop's minimum purchase before taxes, from its configuration rather than a copy here. */
async function minimumPurchase(page: Page): Promise<number> {
  const response = await page.request.get('/api/config');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { minimumPurchase: number }).minimumPurchase;
}

/** Searches, opens the product's page and adds `quantity` of it with 'Agregar al carrito'. */
async function addFromProductPage(page: Page, search: string, name: string, quantity: number) {
  await page.goto(`/search/${encodeURIComponent(search)}`);
  await page
    .getByRole('main')
    .getByRole('link', { name: new RegExp(escape(name)) })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await page.getByLabel('Cantidad', { exact: true }).fill(String(quantity));
  await page.getByRole('button', { name: 'Agregar al carrito' }).click();
  await expect(toast(page, 'El producto se ha añadido al carrito').first()).toBeVisible();
}

/** The cart's subtotal and the tax engine's estimate of what a quote made now would ask to pay. */
async function cartFigures(page: Page): Promise<{ subtotal: number; totalToPay: number }> {
  const response = await page.request.get('/api/shopping-cart');
  const cart = (await response.json()) as { subtotal: number; taxes: { totalToPay: number } };
  return { subtotal: cart.subtotal, totalToPay: cart.taxes.totalToPay };
}

// Each test buys as a customer of its own (the `signedIn` fixture), whose cart starts empty.
test.use({ viewport: { width: 1280, height: 900 } });

test('a customer fills the cart, quotes it, downloads the quote and converts it into an order', async ({
  signedIn: page,
}) => {
  // A long journey (a PDF, a conversion); a loaded 2-core machine takes over the default 30 s.
  test.setTimeout(90_000);
  await addFromProductPage(page, 'camara domo 4 MP', CAMERA, 1);
  await addFromProductPage(page, 'telefono IP 2 lineas', PHONE, 1);

  // The cart, reached from the header's shortcut, which counts the two units added.
  await page.getByRole('banner').getByRole('link', { name: 'Carrito: 2 unidades' }).click();
  await expect(page).toHaveURL(/\/shopping-cart$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Carrito de Compras');
  const camera = page.getByRole('article', { name: CAMERA });
  const phone = page.getByRole('article', { name: PHONE });
  const cameraQuantity = camera.getByLabel(`Cantidad de ${CAMERA}`);
  const phoneQuantity = phone.getByLabel(`Cantidad de ${PHONE}`);
  await expect(cameraQuantity).toHaveValue('1');
  await expect(phoneQuantity).toHaveValue('1');
  // Decrementing does nothing at 1 (docs/architecture.md, "Contract: states and transitions").
  await expect(camera.getByRole('button', { name: 'Disminuir cantidad' })).toBeDisabled();

  await camera.getByRole('button', { name: 'Aumentar cantidad' }).click();
  await expect(cameraQuantity).toHaveValue('2');
  await camera.getByRole('button', { name: 'Aumentar cantidad' }).click();
  await expect(cameraQuantity).toHaveValue('3');
  await camera.getByRole('button', { name: 'Disminuir cantidad' }).click();
  await expect(cameraQuantity).toHaveValue('2');
  // A quantity can also be typed.
  await phoneQuantity.fill('3');
  await phoneQuantity.press('Enter');
  await expect(phoneQuantity).toHaveValue('3');
  await expect(phone.getByRole('button', { name: 'Disminuir cantidad' })).toBeEnabled();

  const summary = page.getByRole('complementary', { name: 'Resumen' });
  // The estimate of the tax engine: IVA added, and (a natural person) nothing withheld.
  await expect(summary).toContainText(
    'Estimado con las reglas de hoy; la cotización fija los valores.',
  );
  const estimate = await cartFigures(page);
  await expect(summary).toContainText(copPattern(estimate.subtotal));
  await expect(summary.getByText('Total a pagar').locator('..')).toContainText(
    copPattern(estimate.totalToPay),
  );
  await expect(summary).toContainText('No aplica: persona natural no agente de retención');

  // The quote: the cart stays, and a note links to the quotes page.
  await page.getByRole('button', { name: 'Generar cotización' }).click();
  await expect(toast(page, 'Su cotización fue generada.')).toBeVisible();
  const created = page.getByRole('status').filter({ hasText: /Cotización COT-/ });
  const quoteId = (await created.locator('strong').innerText()).trim();
  expect(quoteId).toMatch(/^COT-\d{4}-\d{5}$/);
  await expect(cameraQuantity).toHaveValue('2');
  await created.getByRole('link', { name: 'Ver cotizaciones' }).click();

  await expect(page).toHaveURL(/\/quotes$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cotizaciones');
  const quote = page.getByRole('row').filter({ hasText: quoteId });
  await expect(quote).toContainText(/Vigente\s+hasta \d{1,2} de \w+ de \d{4}/);
  // The quote froze what the cart estimated.
  await expect(quote).toContainText(copPattern(estimate.totalToPay));

  const quotePdf = page.waitForEvent('download');
  await quote.getByRole('button', { name: /Descargar PDF/ }).click();
  const quoteDownload = await quotePdf;
  expect(quoteDownload.suggestedFilename()).toMatch(/^COT-\d{4}-\d{5}\.pdf$/);
  expect(quoteDownload.suggestedFilename()).toBe(`${quoteId}.pdf`);
  expect(
    readFileSync(await quoteDownload.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
  await expect(toast(page, 'Archivo descargado.').first()).toBeVisible();

  // Converting asks for the payment method first.
  await quote.getByRole('button', { name: /Convertir en orden/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Convertir en orden' });
  await expect(dialog).toContainText(quoteId);
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await expect(toast(page, 'Por favor, seleccione un método de pago.')).toBeVisible();
  await dialog.getByLabel('Transferencia bancaria').check();
  // The buyer's own purchase-order number goes with the order (issue 35).
  await dialog.getByLabel('Orden de compra (opcional)').fill('  OC-2026/0042  ');
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  // The quoted quantities were all the cart held: the conversion empties it, and says so.
  await expect(
    toast(page, 'Su cotización se ha convertido en orden. Su carrito quedó vacío.'),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(quote).toContainText(/Convertida en orden\s+ORD-\d{4}-\d{5}/);
  await expect(quote.getByRole('button', { name: /Convertir en orden/ })).toHaveCount(0);
  const orderId = (await quote.innerText()).match(/ORD-\d{4}-\d{5}/)![0];

  // The order, from the settings menu: pending, paid by bank transfer, from the quote.
  await (await openSettings(page)).getByRole('menuitem', { name: 'Órdenes' }).click();
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Órdenes');
  const order = page.getByRole('row').filter({ hasText: orderId });
  await expect(order).toContainText('Pendiente');
  await expect(order).toContainText('Transferencia bancaria');
  await expect(order).toContainText(quoteId);

  const orderPdf = page.waitForEvent('download');
  await order.getByRole('button', { name: /Descargar PDF/ }).click();
  const orderDownload = await orderPdf;
  expect(orderDownload.suggestedFilename()).toBe(`${orderId}.pdf`);
  expect(orderDownload.suggestedFilename()).toMatch(/^ORD-\d{4}-\d{5}\.pdf$/);
  expect(
    readFileSync(await orderDownload.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');

  // The order's page lists the purchase order, trimmed, among its documents.
  await order.getByRole('link', { name: orderId }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Orden ${orderId}`);
  await expect(page.getByRole('region', { name: 'Documentos' })).toContainText(
    /Orden de compra\s*OC-2026\/0042/,
  );

  // Nothing of the quote is left to buy a second time.
  await page.goto('/shopping-cart');
  await expect(page.getByText('No hay productos en el carrito.')).toBeVisible();
});

test('an order below the minimum purchase is refused with the minimum in pesos', async ({
  signedIn: page,
}) => {
  const minimum = await minimumPurchase(page);
  await addFromProductPage(page, 'patch cord', PATCH_CORD, 1);
  expect((await cartFigures(page)).subtotal, 'the cart starts below the minimum').toBeLessThan(
    minimum,
  );
  await page.goto('/shopping-cart');
  await expect(page.getByRole('article', { name: PATCH_CORD })).toBeVisible();
  await expect(
    page.getByText(new RegExp(`Compra mínima para cotizar u ordenar: ${copSource(minimum)}`)),
  ).toBeVisible();

  // No payment method: refused before anything is sent (docs/architecture.md, "Contract:
  // validation and messages").
  await page.getByRole('button', { name: 'Generar orden' }).click();
  await expect(toast(page, 'Seleccione el método de pago.')).toBeVisible();

  // Bank transfer: the one method offered whether or not the online gateway is configured (the
  // methods come from GET /api/pay-methods; paying online is paying-online.spec.ts).
  await page.getByLabel('Transferencia bancaria').check();
  await page.getByRole('button', { name: 'Generar orden' }).click();
  await expect(
    toast(page, new RegExp(`La compra mínima es de ${copSource(minimum)}`)),
  ).toBeVisible();
  // Nothing was ordered: still on the cart, which still holds the product.
  await expect(page).toHaveURL(/\/shopping-cart$/);
  await expect(page.getByRole('article', { name: PATCH_CORD })).toBeVisible();
});

test('a double click on "Generar orden" makes one order and empties the cart', async ({
  signedIn: page,
}) => {
  await addFromProductPage(page, 'telefono IP 2 lineas', PHONE, 2);
  expect((await cartFigures(page)).subtotal, 'the cart reaches the minimum').toBeGreaterThanOrEqual(
    await minimumPurchase(page),
  );

  const posted: (string | null)[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/order') {
      posted.push(request.headers()['idempotency-key'] ?? null);
    }
  });
  await page.goto('/shopping-cart');
  await page.getByLabel('Transferencia bancaria').check();
  await page.getByRole('button', { name: 'Generar orden' }).dblclick();
  await expect(toast(page, 'Su orden fue creada. Su carrito quedó vacío.')).toBeVisible();
  await expect(page).toHaveURL(/\/orders$/);
  await expect(
    page.getByRole('row').filter({ hasText: 'Transferencia bancaria' }).first(),
  ).toBeVisible();
  // The page opens on the order just placed: what it is (no invoice) and how it is paid.
  const placed = page.getByRole('region', { name: /^Orden ORD-\d{4}-\d{5} recibida$/ });
  await expect(placed).toContainText('Este documento no es una factura de venta.');
  await expect(placed).toContainText('Transferencia bancaria');
  await expect(placed).toContainText('Tiempo de entrega');

  // One request, carrying a UUID as its Idempotency-Key.
  expect(posted).toHaveLength(1);
  expect(posted[0]).toMatch(
    /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
  );
  // A customer of this test alone: the one order is the whole list.
  const orders = await page.request.get('/api/order?offset=0&limit=40');
  expect(((await orders.json()) as { orders: unknown[] }).orders).toHaveLength(1);
  await expect(page.getByRole('alert').filter({ hasText: /Error|problema/ })).toHaveCount(0);
  await page.goto('/shopping-cart');
  await expect(page.getByText('No hay productos en el carrito.')).toBeVisible();
});

test('the wishlist keeps a product from its page and sends it to the cart', async ({
  signedIn: page,
}) => {
  await page.goto('/search/patch%20cord');
  await page
    .getByRole('main')
    .getByRole('link', { name: new RegExp(escape(PATCH_CORD)) })
    .first()
    .click();
  await page.getByRole('button', { name: 'Agregar a favoritos' }).click();
  await expect(toast(page, 'El producto se ha añadido a la lista de deseos')).toBeVisible();

  await page.goto('/wishlist');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lista de Deseos');
  const card = page.getByRole('article', { name: PATCH_CORD });
  await expect(card).toContainText(/\$\s?\d{1,3}(\.\d{3})+/);
  await card.getByRole('button', { name: 'Agregar al carrito' }).click();
  await expect(toast(page, 'El producto se ha añadido al carrito')).toBeVisible();
  await card.getByRole('button', { name: 'Eliminar de la lista' }).click();
  await expect(card).toBeHidden();

  await page.goto('/shopping-cart');
  await expect(page.getByRole('article', { name: PATCH_CORD })).toBeVisible();
  await page
    .getByRole('article', { name: PATCH_CORD })
    .getByRole('button', { name: 'Eliminar' })
    .click();
  await expect(page.getByText('No hay productos en el carrito.')).toBeVisible();
});
