import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_KEYS } from '@shop/wompi-standin';
import { WRITE_HEADERS } from './accounts';
import { asDemoAdmin } from './staff';
import { WOMPI_URL } from './ports';

/** The stand-in's sandbox keys (apps/wompi-standin/src/demo-keys.ts): the shop must hold the same. */
export { DEMO_KEYS };

/** Wompi's sandbox cards (docs.wompi.co, "Datos de prueba en sandbox"), as the stand-in takes them. */
export const APPROVED_CARD = '4242 4242 4242 4242';
export const DECLINED_CARD = '4111 1111 1111 1111';

/**
 * Stores the stand-in's keys as the shop's through the API, as the demo administrator: for a
 * journey that pays and is not about Configuración › Pagos. Storing them again changes nothing.
 */
export async function storeStandinKeys(request: APIRequestContext): Promise<void> {
  await asDemoAdmin(request, async () => {
    const saved = await request.patch('/api/config', {
      headers: WRITE_HEADERS,
      data: { id: 1, configData: { wompi: { environment: 'sandbox', ...DEMO_KEYS } } },
    });
    expect(saved.ok(), await saved.text()).toBe(true);
  });
}

/** On the stand-in's checkout page: pays with `card` and waits to be sent back to the shop. */
export async function payWithCard(page: Page, card: string): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`^${WOMPI_URL}/p/`));
  const form = page.getByRole('form', { name: 'Tarjeta' });
  await form.getByLabel('Número de la tarjeta').fill(card);
  await form.getByRole('button', { name: 'Pagar con tarjeta' }).click();
  await expect(page).toHaveURL(/\/orders\/\d+\/pago\?id=[\w-]+&env=test$/);
}
