import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  AdminConfigSchema,
  BANK_ACCOUNT_MESSAGES,
  DEFAULT_DOCUMENT_TERMS,
  DOCUMENT_TERM_MAX,
  PublicConfigSchema,
} from '@shop/shared';
import { siteConfig } from '../../db/schema';
import { bearer, buildTestApp, json, type TestApp } from '../../../test/app';
import { createStaff, createUser, login } from '../../../test/factories';

let t: TestApp;
let admin: Record<string, string>;

const patch = (configData: Record<string, unknown>) =>
  t.app.inject(json('PATCH', '/api/config', { id: 1, configData }, admin));
const lastAudit = async () =>
  (await t.app.inject(json('GET', '/api/config/audit?limit=1', undefined, admin))).json()
    .entries[0];

// Bancolombia's usual shape; 900.544.472-2 is a valid NIT (check digit 2).
const ACCOUNT = {
  bank: 'Bancolombia',
  accountType: 'CORRIENTE',
  number: '123-456789-01',
  holder: 'Conectividad Andina S.A.S.',
  holderNit: '900.544.472-2',
};

beforeAll(async () => {
  t = await buildTestApp();
  admin = bearer(await login(t.app, await createStaff(t.app.db, ['ADMIN_CONFIG'])));
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.app.db
    .update(siteConfig)
    .set({ documentTerms: DEFAULT_DOCUMENT_TERMS, bankAccounts: [] });
});

describe('document terms and bank accounts in the site config', () => {
  it('answers the terms to anyone and the bank accounts to ADMIN_CONFIG only', async () => {
    await patch({ bankAccounts: [ACCOUNT] });
    const customer = bearer(await login(t.app, await createUser(t.app.db)));
    const open = await t.app.inject(json('GET', '/api/config', undefined, customer));
    expect(PublicConfigSchema.strict().parse(open.json()).documentTerms).toEqual(
      DEFAULT_DOCUMENT_TERMS,
    );
    expect(open.body).not.toContain('123-456789-01');

    const full = AdminConfigSchema.parse(
      (await t.app.inject(json('GET', '/api/config', undefined, admin))).json(),
    );
    expect(full.bankAccounts).toEqual([{ ...ACCOUNT, holderNit: '900544472' }]);
  });

  it('changes only the texts sent and audits each one before and after', async () => {
    const warranty = 'Garantía de 12 meses contra defectos de fabricación.\nNo cubre descargas.';
    const res = await patch({ documentTerms: { warranty, deliveryTime: '' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().documentTerms).toEqual({
      ...DEFAULT_DOCUMENT_TERMS,
      warranty,
      deliveryTime: '',
    });
    expect(await lastAudit()).toMatchObject({
      entity: 'config',
      before: {
        'documentTerms.warranty': DEFAULT_DOCUMENT_TERMS.warranty,
        'documentTerms.deliveryTime': DEFAULT_DOCUMENT_TERMS.deliveryTime,
      },
      after: { 'documentTerms.warranty': warranty, 'documentTerms.deliveryTime': '' },
    });
  });

  it('replaces the list of accounts and audits it whole, the removed ones too', async () => {
    const second = { ...ACCOUNT, bank: 'Davivienda', accountType: 'AHORROS', number: '0550123456' };
    await patch({ bankAccounts: [ACCOUNT, second] });
    const res = await patch({ bankAccounts: [second] });
    expect(res.statusCode).toBe(200);
    expect(res.json().bankAccounts).toEqual([{ ...second, holderNit: '900544472' }]);
    const entry = await lastAudit();
    expect(entry.before.bankAccounts).toHaveLength(2);
    expect(entry.after.bankAccounts).toEqual([{ ...second, holderNit: '900544472' }]);
    expect(Object.keys(entry.after)).toEqual(['bankAccounts']);
  });

  it.each([
    [
      { ...ACCOUNT, number: '12 34' },
      BANK_ACCOUNT_MESSAGES.number,
      'configData.bankAccounts.0.number',
    ],
    [
      { ...ACCOUNT, holderNit: '900.544.472-3' },
      BANK_ACCOUNT_MESSAGES.holderNitDigit,
      'configData.bankAccounts.0.holderNit',
    ],
    [
      { ...ACCOUNT, holderNit: '900544472' },
      BANK_ACCOUNT_MESSAGES.holderNit,
      'configData.bankAccounts.0.holderNit',
    ],
    [
      { ...ACCOUNT, accountType: 'CDT' },
      BANK_ACCOUNT_MESSAGES.accountType,
      'configData.bankAccounts.0.accountType',
    ],
    [{ ...ACCOUNT, bank: '' }, BANK_ACCOUNT_MESSAGES.bank, 'configData.bankAccounts.0.bank'],
  ])(
    'refuses the account %j with a message that names the field',
    async (account, message, path) => {
      const res = await patch({ bankAccounts: [account] });
      expect(res.statusCode).toBe(400);
      expect(res.json().issues).toContainEqual(expect.objectContaining({ path, message }));
    },
  );

  it('refuses a fifth account, the same account twice, and a text over the limit', async () => {
    const many = ['1', '2', '3', '4', '5'].map((n) => ({ ...ACCOUNT, number: `12345678${n}` }));
    expect((await patch({ bankAccounts: many })).json().message).toBe(
      BANK_ACCOUNT_MESSAGES.tooMany,
    );
    expect((await patch({ bankAccounts: [ACCOUNT, ACCOUNT] })).json().issues).toContainEqual(
      expect.objectContaining({
        path: 'configData.bankAccounts.1.number',
        message: BANK_ACCOUNT_MESSAGES.repeated,
      }),
    );
    const long = await patch({ documentTerms: { warranty: 'x'.repeat(DOCUMENT_TERM_MAX + 1) } });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(
      `«Garantía» no puede superar ${DOCUMENT_TERM_MAX} caracteres; resúmalo.`,
    );
    expect(
      AdminConfigSchema.parse(
        (await t.app.inject(json('GET', '/api/config', undefined, admin))).json(),
      ).bankAccounts,
    ).toEqual([]);
  });
});
