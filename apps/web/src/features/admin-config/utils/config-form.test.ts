import { describe, expect, it } from 'vitest';
import { STORED } from '../../../testing/admin-config';
import { configChanges, parsePercent, parsePesos, toFormValues } from './config-form';

describe('config form values', () => {
  it('shows stored fractions as es-CO percentages and pesos with thousands points', () => {
    const values = toFormValues(STORED);
    expect(values.taxes).toEqual({ retefuente: '2,5', reteica: '0,414' });
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
    values.taxes.retefuente = '3,5';
    values.extraPercentage.GOVERMENT = '15,123456';
    values.theme.dark.primary = '#abc';
    values.minimumPurchase = '250.000';
    values.smtp.port = '465';
    expect(configChanges(STORED, values)).toEqual({
      taxes: { retefuente: 0.035 },
      extraPercentage: { GOVERMENT: 0.15123 },
      theme: { dark: { primary: '#abc' } },
      minimumPurchase: 250000,
      smtp: { port: 465 },
    });
  });

  it('sends the SMTP password only when typed, and an empty one to clear it', () => {
    const typed = toFormValues(STORED);
    typed.smtp.pass = 'nueva-clave';
    expect(configChanges(STORED, typed)).toEqual({ smtp: { pass: 'nueva-clave' } });
    const cleared = toFormValues(STORED);
    cleared.smtp.clearPassword = true;
    expect(configChanges(STORED, cleared)).toEqual({ smtp: { pass: '' } });
  });
});
