import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, WRITE_HEADERS } from '../support/fixtures';
import { placeOrder } from '../support/orders';

/** Signs `page` in as `user` through the API, ending whatever session it had. */
async function signInAs(page: Page, user: { email: string; password: string }) {
  await page.context().clearCookies();
  const response = await page.request.post('/api/auth/login', {
    headers: WRITE_HEADERS,
    data: { email: user.email, password: user.password },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** A quote of what `api`'s customer has in the cart (placeOrder's product, left there). */
async function makeQuote(api: APIRequestContext) {
  const listing = await api.get('/api/products?limit=40');
  const { products } = (await listing.json()) as {
    products: { id: number; price: number; inStock: boolean }[];
  };
  const product = products.find((p) => p.inStock && p.price > 0)!;
  const { minimumPurchase } = (await (await api.get('/api/config')).json()) as {
    minimumPurchase: number;
  };
  const added = await api.patch('/api/shopping-cart/add', {
    headers: WRITE_HEADERS,
    data: {
      items: [
        {
          productId: product.id,
          quantity: Math.max(1, Math.ceil(minimumPurchase / product.price)),
        },
      ],
    },
  });
  expect(added.ok(), await added.text()).toBe(true);
  const quote = await api.post('/api/quote', {
    headers: { ...WRITE_HEADERS, 'Idempotency-Key': randomUUID() },
  });
  expect(quote.status(), await quote.text()).toBe(201);
  return (await quote.json()) as { id: number; customId: string };
}

test.describe('an order read in full', () => {
  test.use({ staffPermissions: ['ADMIN_ORDERS'] });
  // A customer and a staff role made for the test, two sessions, a status change and three full
  // pages: longer than the default 30 s, fixtures included.
  test.describe.configure({ timeout: 120_000 });

  test('staff send it with a tracking number and the customer reads it on the order page', async ({
    page,
    customer,
    staff,
  }) => {
    await signInAs(page, customer);
    const order = await placeOrder(page.request);

    // Staff open it from the history and send it with the courier's guide.
    await signInAs(page, staff);
    await page.goto(`/dashboard/history?customer=${encodeURIComponent(customer.email)}`);
    await page.getByRole('link', { name: order.customId }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/history/orders/${order.id}$`));
    await expect(
      page.getByRole('heading', { level: 1, name: `Orden ${order.customId}` }),
    ).toBeVisible();
    const client = page.getByRole('region', { name: 'Cliente' });
    await expect(client).toContainText(customer.name);
    await expect(client.getByRole('link', { name: 'Ver la ficha del cliente' })).toHaveAttribute(
      'href',
      `/dashboard/clients/${customer.id}`,
    );
    await page.getByRole('button', { name: 'Cambiar estado' }).click();
    const dialog = page.getByRole('dialog', { name: `Cambiar estado de ${order.customId}` });
    await dialog.getByText('Enviado', { exact: true }).click();
    await dialog.getByLabel('Comentario para el cliente (opcional)').fill('Guía Servientrega 123');
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await expect(page.getByText('Estado actualizado exitosamente.')).toBeVisible();
    const staffTimeline = page.getByRole('list', { name: 'Seguimiento de la orden' });
    await expect(staffTimeline).toContainText('Estado: Enviado');
    await expect(
      page.getByRole('table', { name: `Cambios de la orden ${order.customId}` }),
    ).toContainText('Guía Servientrega 123');

    // The customer opens it from 'Órdenes'.
    await signInAs(page, customer);
    await page.goto('/orders');
    await page.getByRole('link', { name: order.customId }).click();
    await expect(page).toHaveURL(new RegExp(`/orders/${order.id}$`));
    await expect(page).toHaveTitle(new RegExp(`^Orden ${order.customId}`));
    await expect(page.getByText('Mensaje de la tienda')).toBeVisible();
    const lines = page.getByRole('table', { name: `Productos de la orden ${order.customId}` });
    await expect(lines.getByRole('row')).toHaveCount(2);
    await expect(page.getByRole('region', { name: 'Impuestos y totales' })).toContainText(
      'Total a pagar',
    );
    const timeline = page.getByRole('list', { name: 'Seguimiento de la orden' });
    await expect(timeline.getByRole('listitem')).toHaveCount(2);
    await expect(timeline.getByRole('listitem').nth(0)).toContainText('Orden recibida');
    await expect(timeline.getByRole('listitem').nth(1)).toContainText('Estado: Enviado');
    await expect(timeline.getByRole('listitem').nth(1)).toContainText('Guía Servientrega 123');
    await expect(page.getByRole('region', { name: 'Pago', exact: true })).toContainText(
      'Transferencia bancaria',
    );
  });
});

test('a customer opens a quote from Cotizaciones', async ({ signedIn: page }) => {
  test.setTimeout(60_000);
  const quote = await makeQuote(page.request);
  await page.goto('/quotes');
  await page.getByRole('link', { name: quote.customId }).click();
  await expect(page).toHaveURL(new RegExp(`/quotes/${quote.id}$`));
  await expect(
    page.getByRole('heading', { level: 1, name: `Cotización ${quote.customId}` }),
  ).toBeVisible();
  await expect(
    page
      .getByRole('table', { name: `Productos de la cotización ${quote.customId}` })
      .getByRole('row'),
  ).toHaveCount(2);
  await expect(page.getByRole('region', { name: 'Impuestos y totales' })).toContainText(
    'Total a pagar',
  );
  await expect(page.getByRole('button', { name: 'Convertir en orden' })).toBeVisible();

  // One that is not the customer's, or does not exist, is not found.
  await page.goto('/quotes/999999');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Cotización no encontrada' }),
  ).toBeVisible();
});
