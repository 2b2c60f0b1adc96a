import { expect, type APIRequestContext } from '@playwright/test';

/** Same-origin proof the API asks of cookie-authenticated writes. */
export const WRITE_HEADERS = { 'X-Requested-With': 'fetch' };

export interface Customer {
  id: number;
  email: string;
  /** The current password: a test that changes it writes the new one here. */
  password: string;
  name: string;
}

/**
 * A fresh, active customer (a natural person of type 'Cliente final' is ACTIVE at once), so a
 * test may change its data, cart or password without touching what another test sees. Tests take
 * it through the `customer` fixture, which also cleans up after them.
 */
export async function createCustomer(
  request: APIRequestContext,
  name = 'Laura Gómez Restrepo',
): Promise<Customer> {
  const email = `cliente.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = 'Segura2026';
  const response = await request.post('/api/auth/register', {
    headers: WRITE_HEADERS,
    data: {
      legalPersonType: false,
      fullName: name,
      identificationNumber: '1020304050',
      contactPhone: '3001234567',
      email,
      clientType: 'CLIENT_FINAL',
      primaryAddress: 'Calle 26 # 59-51',
      location: { municipalityDaneCode: '11001' },
      password,
      dataTreatmentAuthorization: true,
      notificationAuthorization: false,
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const { id } = (await response.json()) as { id: number };
  return { id, email, password, name };
}
