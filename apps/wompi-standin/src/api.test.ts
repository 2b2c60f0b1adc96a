import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createStandinControl, type StandinControl } from './control-client';
import { DEMO_KEYS } from './demo-keys';
import type { merchantView } from './merchant';
import type { PSE_BANKS } from './sandbox-data';
import { createWompiStandin, type WompiStandin } from './server';
import type { Transaction } from './transactions';

let standin: WompiStandin;
let baseUrl: string;
let control: StandinControl;

beforeEach(async () => {
  standin = createWompiStandin({ pendingMs: 20 });
  baseUrl = await standin.listen();
  control = createStandinControl(baseUrl);
});
afterEach(() => standin.close());

/** Wompi's envelope: `data` on success, `error` otherwise. */
interface Answer<T> {
  data: T;
  error: { type: string; reason?: string; messages?: Record<string, string[]> };
}

async function call<T = unknown>(path: string, init: RequestInit & { key?: string } = {}) {
  const headers = init.key ? { authorization: `Bearer ${init.key}` } : undefined;
  const response = await fetch(new URL(path, baseUrl), { ...init, headers });
  return { status: response.status, body: (await response.json()) as Answer<T> };
}

describe('GET /v1/merchants/:publicKey', () => {
  it('answers the merchant with its acceptance tokens and a terms page', async () => {
    const { status, body } = await call<ReturnType<typeof merchantView>>(
      `/v1/merchants/${DEMO_KEYS.publicKey}`,
    );
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      name: 'Andina Telecom (sandbox)',
      legal_id_type: 'NIT',
      public_key: DEMO_KEYS.publicKey,
      accepted_currencies: ['COP'],
      accepted_payment_methods: ['CARD', 'PSE', 'NEQUI'],
      presigned_acceptance: { type: 'END_USER_POLICY' },
      presigned_personal_data_auth: { type: 'PERSONAL_DATA_AUTH' },
    });
    expect(typeof body.data.id).toBe('number');
    const terms = await fetch(body.data.presigned_acceptance.permalink);
    expect(terms.status).toBe(200);
    expect(terms.headers.get('content-type')).toMatch(/^text\/html/);
  });

  it('answers 404 for an unknown key', async () => {
    const { status, body } = await call('/v1/merchants/pub_test_nadie');
    expect(status).toBe(404);
    expect(body.error.type).toBe('NOT_FOUND_ERROR');
  });
});

describe('GET /v1/pse/financial_institutions', () => {
  it("lists the sandbox's two banks to the public key only", async () => {
    const ok = await call<typeof PSE_BANKS>('/v1/pse/financial_institutions', {
      key: DEMO_KEYS.publicKey,
    });
    expect(ok.body.data.map((b) => b.financial_institution_code)).toEqual(['1', '2']);
    expect((await call('/v1/pse/financial_institutions')).status).toBe(401);
  });
});

describe('GET /v1/transactions?reference=', () => {
  it('answers the transactions of a reference to the private key', async () => {
    const first = await control.createTransaction({
      reference: 'PED-40',
      amountInCents: 10000,
      method: 'CARD',
      outcome: 'DECLINED',
    });
    const second = await control.createTransaction({
      reference: 'PED-40',
      amountInCents: 10000,
      method: 'CARD',
      outcome: 'APPROVED',
    });
    await control.createTransaction({
      reference: 'PED-41',
      amountInCents: 10000,
      method: 'CARD',
      outcome: 'APPROVED',
    });

    const { status, body } = await call<Transaction[]>('/v1/transactions?reference=PED-40', {
      key: DEMO_KEYS.privateKey,
    });
    expect(status).toBe(200);
    expect(body.data.map((t) => t.id)).toEqual([first.id, second.id]);
  });

  it('refuses a missing, public or wrong key', async () => {
    for (const key of [undefined, DEMO_KEYS.publicKey, 'prv_test_otra']) {
      const { status, body } = await call('/v1/transactions?reference=PED-40', { key });
      expect(status).toBe(401);
      expect(body.error.type).toBe('INVALID_ACCESS_TOKEN');
    }
  });
});

describe('POST /v1/transactions/:id/void', () => {
  const voidIt = (id: string, key = DEMO_KEYS.privateKey) =>
    call<{ transaction: Transaction }>(`/v1/transactions/${id}/void`, { method: 'POST', key });

  it('voids an approved card payment', async () => {
    const card = await control.createTransaction({
      reference: 'PED-42',
      amountInCents: 10000,
      method: 'CARD',
      outcome: 'APPROVED',
    });
    expect((await voidIt(card.id, DEMO_KEYS.publicKey)).status).toBe(401);
    const { status, body } = await voidIt(card.id);
    expect(status).toBe(200);
    expect(body.data.transaction).toMatchObject({ id: card.id, status: 'VOIDED' });
    expect((await call<Transaction>(`/v1/transactions/${card.id}`)).body.data.status).toBe(
      'VOIDED',
    );
    expect((await voidIt(card.id)).status).toBe(422);
  });

  it('refuses PSE, which Wompi does not void', async () => {
    const pse = await control.createTransaction({
      reference: 'PED-43',
      amountInCents: 10000,
      method: 'PSE',
      outcome: 'APPROVED',
    });
    await expect
      .poll(async () => (await call<Transaction>(`/v1/transactions/${pse.id}`)).body.data.status)
      .toBe('APPROVED');
    const { status, body } = await voidIt(pse.id);
    expect(status).toBe(422);
    expect(body.error.type).toBe('INPUT_VALIDATION_ERROR');
    expect(body.error.messages!.transaction).toHaveLength(1);
  });

  it('answers 404 for an unknown transaction', async () => {
    expect((await voidIt('1-1-00000')).status).toBe(404);
    expect((await call('/v1/transactions/1-1-00000')).status).toBe(404);
  });
});

describe('control endpoints', () => {
  it('refuses a body that does not fit, naming each field', async () => {
    const { status, body } = await call('/__control/transactions', {
      method: 'POST',
      body: JSON.stringify({
        reference: '',
        amountInCents: 1.5,
        method: 'CASH',
        outcome: 'APPROVED',
      }),
    });
    expect(status).toBe(422);
    expect(Object.keys(body.error.messages!).sort()).toEqual([
      'amountInCents',
      'method',
      'reference',
    ]);
  });

  it('changes the settings it is told and keeps the rest', async () => {
    const settings = await control.updateSettings({
      eventsUrl: 'http://127.0.0.1:9/events',
      pendingMs: 5,
    });
    expect(settings).toEqual({
      eventsUrl: 'http://127.0.0.1:9/events',
      dropEvents: false,
      pendingMs: 5,
      retryMs: 1000,
    });
    expect((await control.updateSettings({ eventsUrl: null })).eventsUrl).toBeNull();
  });
});
