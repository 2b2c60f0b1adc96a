import { describe, expect, it } from 'vitest';
import { SMTP_MESSAGES } from '@shop/shared';
import { STORED } from '../../../testing/admin-config';
import {
  configChanges,
  configFormSchema,
  parsePercent,
  parsePesos,
  smtpPasswordRequired,
  toFormValues,
  type ConfigFormValues,
} from './config-form';
import { describeConfigState } from './describe-config-state';

describe('config form values', () => {
  it('shows stored fractions as es-CO percentages and pesos with thousands points', () => {
    const values = toFormValues(STORED);
    expect(values).not.toHaveProperty('taxes');
    expect(values).not.toHaveProperty('retentionThreshold');
    expect(values.extraPercentage.DISTRIBUTOR).toBe('8');
    expect(values.minimumPurchase).toBe('200.000');
    expect(values.smtp.pass).toBe('');
  });

  it.each([
    ['2,5', 2.5],
    ['2.5', 2.5],
    [' 4,14 % ', 4.14],
    ['0', 0],
    ['abc', null],
    ['-1', null],
    ['2,5,1', null],
    ['', null],
  ])('reads the percentage %j as %s', (text, value) => {
    expect(parsePercent(text)).toBe(value);
  });

  it.each([
    ['200.000', 200000],
    ['$ 1.500.000', 1500000],
    ['524000', 524000],
    ['200.000,50', null],
    ['doscientos', null],
  ])('reads the pesos %j as %s', (text, value) => {
    expect(parsePesos(text)).toBe(value);
  });

  it('sends nothing when nothing changed, and only what changed otherwise', () => {
    expect(configChanges(STORED, toFormValues(STORED))).toEqual({});
    const values = toFormValues(STORED);
    values.extraPercentage.GOVERMENT = '15,123456';
    values.theme.dark.primary = '#abc';
    values.minimumPurchase = '250.000';
    values.quoteValidityDays = ' 20 ';
    values.smtp.port = '465';
    expect(configChanges(STORED, values)).toEqual({
      extraPercentage: { GOVERMENT: 0.15123 },
      theme: { dark: { primary: '#abc' } },
      minimumPurchase: 250000,
      quoteValidityDays: 20,
      smtp: { port: 465 },
    });
  });

  it.each(['0', '366', '15,5', 'quince', ''])(
    'refuses a quote validity of %j days with the range in the message',
    (days) => {
      const values = { ...toFormValues(STORED), quoteValidityDays: days };
      const result = configFormSchema(STORED).safeParse(values);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toContainEqual([
        'quoteValidityDays',
        'Escriba un número de días entre 1 y 365.',
      ]);
    },
  );

  it('sends the SMTP password only when typed, and an empty one to clear it', () => {
    const typed = toFormValues(STORED);
    typed.smtp.pass = 'nueva-clave';
    expect(configChanges(STORED, typed)).toEqual({ smtp: { pass: 'nueva-clave' } });
    const cleared = toFormValues(STORED);
    cleared.smtp.clearPassword = true;
    expect(configChanges(STORED, cleared)).toEqual({ smtp: { pass: '' } });
  });

  it.each([
    ['host', { host: 'smtp.otro.co' }],
    ['port', { port: '465' }],
    ['user', { user: 'otro' }],
  ])('asks for the SMTP password again when the %s changes', (_what, typed) => {
    const values = toFormValues(STORED);
    values.smtp = { ...values.smtp, ...typed };
    expect(smtpPasswordRequired(STORED, values.smtp)).toBe(true);
    const refused = configFormSchema(STORED).safeParse(values);
    expect(refused.error?.issues).toEqual([
      expect.objectContaining({ path: ['smtp', 'pass'], message: SMTP_MESSAGES.passRequired }),
    ]);
    values.smtp.pass = 'clave-nueva';
    expect(configFormSchema(STORED).safeParse(values).success).toBe(true);
    expect(configChanges(STORED, values).smtp).toMatchObject({ pass: 'clave-nueva' });
  });

  it('does not ask for it when it is removed, none is stored or only other fields change', () => {
    const check = (config: typeof STORED, change: Partial<ConfigFormValues['smtp']>) => {
      const values = toFormValues(config);
      values.smtp = { ...values.smtp, ...change };
      return configFormSchema(config).safeParse(values).success;
    };
    expect(check(STORED, { host: 'smtp.otro.co', clearPassword: true })).toBe(true);
    expect(check(STORED, { from: 'ventas@tienda.co', secure: true })).toBe(true);
    expect(check(STORED, { host: ' smtp.tienda.co ' })).toBe(true);
    const withoutPassword = { ...STORED, smtp: { ...STORED.smtp, hasPassword: false } };
    expect(check(withoutPassword, { host: 'relay.interno', port: '25', user: '' })).toBe(true);
  });
});

describe('the settings history in words', () => {
  it('names the seller fields, prints the NIT with its check digit and the regime', () => {
    expect(
      describeConfigState({
        'seller.nit': '800197268',
        'seller.regime': 'NO_RESPONSABLE_IVA',
        'seller.autorretenedor': true,
      }),
    ).toBe(
      'NIT de la tienda: 800.197.268-4; Régimen de IVA: No responsable de IVA; Autorretenedor: sí',
    );
  });

  it('describes the document texts and the bank accounts, and amounts with a no-break space', () => {
    expect(
      describeConfigState({
        'documentTerms.warranty': 'Un año.',
        bankAccounts: [
          {
            bank: 'Bancolombia',
            accountType: 'AHORROS',
            number: '123456789',
            holder: 'Tienda S.A.S.',
            holderNit: '900544472',
          },
        ],
      }),
    ).toBe(
      'Garantía: Un año.; Cuentas bancarias: Bancolombia · Cuenta de ahorros N.º 123456789 · Titular: Tienda S.A.S. · NIT 900.544.472-2',
    );
    expect(describeConfigState({ bankAccounts: [] })).toBe('Cuentas bancarias: ninguna');
    expect(describeConfigState({ minimumPurchase: 0 })).toBe('Compra mínima: $\u00a00');
  });
});
