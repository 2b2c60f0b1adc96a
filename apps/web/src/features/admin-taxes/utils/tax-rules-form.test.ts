import { describe, expect, it } from 'vitest';
import { COLOMBIAN_TAX_RULES } from '@shop/shared';
import { TAX_RULES_VIEW } from '../../../testing/admin-config';
import { describeTaxRulesState } from './describe-tax-rules-state';
import {
  basePesos,
  capPesos,
  fieldOfIssue,
  isInForce,
  parseDecimal,
  parsePesos,
  toFormValues,
  toUpdate,
  validateTaxRules,
} from './tax-rules-form';

describe('the tax rules form values', () => {
  it('show rates as percentages and come back as the same fractions', () => {
    const values = toFormValues(TAX_RULES_VIEW);
    expect(values.withholdings.map((r) => r.ratePercent)).toEqual(['2,5', '2,5', '15', '15']);
    expect(values.uvt[1]).toMatchObject({ year: '2026', value: '52.374' });
    expect(values.reteIca[0]).toMatchObject({ perMil: '11,04', baseUvt: '27' });
    const { reason: _r, ...table } = toUpdate({ ...values, reason: 'x' });
    expect(table).toEqual(COLOMBIAN_TAX_RULES);
  });

  it.each([
    ['2,5', 2.5],
    ['2.5', 2.5],
    [' 0,966 % ', 0.966],
    ['11,04 ‰', 11.04],
    ['', Number.NaN],
    ['dos', Number.NaN],
    ['-1', Number.NaN],
  ])('reads %j as %s', (text, value) => {
    expect(parseDecimal(text)).toBe(value);
  });

  it('reads pesos with thousands points', () => {
    expect(parsePesos('$ 52.374')).toBe(52_374);
    expect(parsePesos('52374')).toBe(52_374);
    expect(parsePesos('52.374,5')).toBeNaN();
  });

  it('turns 2,5 % into 0.025 and refuses more than three decimals in the percentage', () => {
    const values = toFormValues(TAX_RULES_VIEW);
    values.reason = 'Decreto';
    values.withholdings[0]!.ratePercent = '3,5';
    expect(validateTaxRules(values).body?.withholdings[0]?.rate).toBe(0.035);
    values.withholdings[0]!.ratePercent = '3,5555';
    expect(validateTaxRules(values).errors).toEqual({
      'withholdings.0.ratePercent': expect.stringContaining('tres decimales'),
    });
  });

  it("maps the request's issue paths to the page's cells", () => {
    expect(fieldOfIssue(['withholdings', 2, 'validFrom'])).toBe('withholdings.2.validFrom');
    expect(fieldOfIssue('withholdings.0.rate')).toBe('withholdings.0.ratePercent');
    expect(fieldOfIssue(['uvt'])).toBe('uvt.root');
    expect(fieldOfIssue(['reason'])).toBe('reason');
    expect(fieldOfIssue([])).toBe('root.server');
    const values = toFormValues(TAX_RULES_VIEW);
    values.reason = 'Duplicado';
    values.reteIca[1]!.municipalityCode = '11001';
    expect(validateTaxRules(values).errors).toEqual({
      'reteIca.1.validFrom':
        'Hay dos reglas de ReteICA para el mismo municipio desde el 2013-01-01.',
    });
  });

  it('finds the row in force per kind and converts bases with art. 868', () => {
    const rows = toFormValues(TAX_RULES_VIEW).withholdings;
    const sameKind = (a: (typeof rows)[number], b: (typeof rows)[number]) => a.kind === b.kind;
    expect(rows.map((_, i) => isInForce(rows, '2025-05-31', sameKind, i))).toEqual([
      true,
      false,
      true,
      false,
    ]);
    expect(rows.map((_, i) => isInForce(rows, '2026-01-01', sameKind, i))).toEqual([
      false,
      true,
      false,
      true,
    ]);
    expect(basePesos('10', 49_799)).toBe(498_000);
    expect(basePesos('50', 52_374)).toBe(2_619_000);
    // A cap is compared exactly: 50 × 52.374 = 2.618.700, 22 × 52.374 = 1.152.228.
    expect(capPesos('50', 52_374)).toBe(2_618_700);
    expect(capPesos('22', 52_374)).toBe(1_152_228);
    expect(capPesos('', 52_374)).toBeNull();
    expect(capPesos('50', null)).toBeNull();
    expect(basePesos('', 52_374)).toBeNull();
    expect(basePesos('10', null)).toBeNull();
  });

  it('describes a stored table for the history', () => {
    expect(describeTaxRulesState({ uvt: [{ year: 2026, value: 52_374, source: 'R' }] })).toBe(
      'UVT 2026: $ 52.374',
    );
    expect(describeTaxRulesState(null)).toBe('—');
  });
});
