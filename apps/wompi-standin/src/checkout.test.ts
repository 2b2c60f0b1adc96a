import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createWompiStandin, type WompiStandin } from './server';
import { checkoutUrl, formFields } from './testing/checkout-url';
import type { Transaction } from './transactions';

let standin: WompiStandin;
let baseUrl: string;

beforeEach(async () => {
  // Long enough to see PENDING on a loaded machine; the settlement is awaited by polling.
  standin = createWompiStandin({ pendingMs: 300 });
  baseUrl = await standin.listen();
});
afterEach(() => standin.close());

const SHOP = 'http://127.0.0.1:9/pagos/resultado?orden=42';

/** Opens the checkout page and posts its form for `method`, as a browser would. */
async function pay(url: string, method: 'card' | 'pse' | 'nequi', fields: Record<string, string>) {
  const page = await fetch(url);
  expect(page.status).toBe(200);
  const form = formFields(await page.text(), method);
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return fetch(new URL('/p/pay', baseUrl), { method: 'POST', body: form, redirect: 'manual' });
}

async function transaction(id: string): Promise<Transaction> {
  const response = await fetch(new URL(`/v1/transactions/${id}`, baseUrl));
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: Transaction }).data;
}

describe('GET /p/', () => {
  it('shows the merchant, the amount in pesos and the reference', async () => {
    const response = await fetch(
      checkoutUrl(baseUrl, { reference: 'PED-7', amountInCents: 123456700 }),
    );
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain('Andina Telecom (sandbox)');
    expect(html).toContain('$ 1.234.567');
    expect(html).toContain('PED-7');
    for (const button of ['Pagar con tarjeta', 'Pagar con PSE', 'Pagar con Nequi'])
      expect(html).toContain(`>${button}</button>`);
  });

  it('refuses a forged signature', async () => {
    const url = checkoutUrl(baseUrl, {
      reference: 'PED-7',
      amountInCents: 10000,
      signature: 'a'.repeat(64),
    });
    const response = await fetch(url);
    expect(response.status).toBe(403);
    expect(await response.text()).toContain('La firma de integridad no corresponde');
  });

  it('refuses an amount changed after signing', async () => {
    const url = new URL(checkoutUrl(baseUrl, { reference: 'PED-7', amountInCents: 10000 }));
    url.searchParams.set('amount-in-cents', '100');
    expect((await fetch(url)).status).toBe(403);
  });

  it('refuses a checkout whose expiration time has passed', async () => {
    const expirationTime = new Date(Date.now() - 1000).toISOString();
    const response = await fetch(
      checkoutUrl(baseUrl, { reference: 'PED-7', amountInCents: 10000, expirationTime }),
    );
    expect(response.status).toBe(410);
  });

  it('accepts an expiration time in the future, signed with it', async () => {
    const expirationTime = new Date(Date.now() + 60_000).toISOString();
    const response = await fetch(
      checkoutUrl(baseUrl, { reference: 'PED-7', amountInCents: 10000, expirationTime }),
    );
    expect(response.status).toBe(200);
  });
});

describe('POST /p/pay', () => {
  it('approves 4242…, redirecting with the id after the shop’s own query', async () => {
    const url = checkoutUrl(baseUrl, {
      reference: 'PED-8',
      amountInCents: 5_000_000,
      redirectUrl: SHOP,
      email: 'compras@cliente.co',
    });
    const response = await pay(url, 'card', { 'card-number': '4242 4242 4242 4242' });

    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe('http://127.0.0.1:9/pagos/resultado');
    expect(location.searchParams.get('orden')).toBe('42');
    expect(location.searchParams.get('env')).toBe('test');
    const id = location.searchParams.get('id')!;
    expect(id).toMatch(/^\d+-\d{10}-\d{5}$/);

    expect(await transaction(id)).toMatchObject({
      id,
      status: 'APPROVED',
      amount_in_cents: 5_000_000,
      reference: 'PED-8',
      currency: 'COP',
      customer_email: 'compras@cliente.co',
      payment_method_type: 'CARD',
      payment_method: { type: 'CARD', extra: { brand: 'VISA', last_four: '4242' } },
      redirect_url: SHOP,
      status_message: null,
    });
  });

  it('declines 4111…', async () => {
    const url = checkoutUrl(baseUrl, {
      reference: 'PED-9',
      amountInCents: 10000,
      redirectUrl: SHOP,
    });
    const response = await pay(url, 'card', { 'card-number': '4111111111111111' });
    const id = new URL(response.headers.get('location')!).searchParams.get('id')!;
    const declined = await transaction(id);
    expect(declined.status).toBe('DECLINED');
    expect(declined.status_message).toBe('Transacción rechazada por el banco (sandbox)');
    expect(declined.finalized_at).not.toBeNull();
  });

  it('answers ERROR for a card that is not test data', async () => {
    const url = checkoutUrl(baseUrl, {
      reference: 'PED-9',
      amountInCents: 10000,
      redirectUrl: SHOP,
    });
    const response = await pay(url, 'card', { 'card-number': '5555 5555 5555 4444' });
    const id = new URL(response.headers.get('location')!).searchParams.get('id')!;
    expect((await transaction(id)).status).toBe('ERROR');
  });

  it('refuses to pay again a reference that is already approved', async () => {
    const url = checkoutUrl(baseUrl, {
      reference: 'PED-10',
      amountInCents: 10000,
      redirectUrl: SHOP,
    });
    const page = await (await fetch(url)).text();
    await pay(url, 'card', { 'card-number': '4242424242424242' });

    expect((await fetch(url)).status).toBe(409);
    const again = formFields(page, 'card');
    again.set('card-number', '4242424242424242');
    const response = await fetch(new URL('/p/pay', baseUrl), {
      method: 'POST',
      body: again,
      redirect: 'manual',
    });
    expect(response.status).toBe(409);
  });

  it('checks the signature again on the posted form', async () => {
    const url = checkoutUrl(baseUrl, { reference: 'PED-11', amountInCents: 10000 });
    const response = await pay(url, 'card', {
      'card-number': '4242424242424242',
      'amount-in-cents': '100',
    });
    expect(response.status).toBe(403);
  });

  it('leaves Nequi PENDING, then settles it after pendingMs', async () => {
    const url = checkoutUrl(baseUrl, {
      reference: 'PED-12',
      amountInCents: 10000,
      redirectUrl: SHOP,
    });
    const response = await pay(url, 'nequi', { 'phone-number': '3992222222' });
    const id = new URL(response.headers.get('location')!).searchParams.get('id')!;
    expect(await transaction(id)).toMatchObject({ status: 'PENDING', finalized_at: null });
    await expect.poll(async () => (await transaction(id)).status).toBe('DECLINED');
    expect(await transaction(id)).toMatchObject({
      status: 'DECLINED',
      payment_method: { type: 'NEQUI', phone_number: '3992222222' },
    });
  });

  it('shows a result page of its own without a redirect-url', async () => {
    const url = checkoutUrl(baseUrl, { reference: 'PED-13', amountInCents: 10000 });
    const response = await pay(url, 'card', { 'card-number': '4242424242424242' });
    const location = response.headers.get('location')!;
    expect(location).toMatch(/^\/p\/result\?id=.+&env=test$/);
    const result = await fetch(new URL(location, baseUrl));
    expect(await result.text()).toContain('Pago aprobado');
  });
});
