import { describe, expect, it } from 'vitest';
import { TaxRulesUpdateSchema } from './admin';
import { appliedRules, computeTaxes } from './engine';
import { BOGOTA_CODE, COLOMBIAN_TAX_RULES } from './law';
import { NO_TAX_FLAGS } from './parties';
import { ruleInForce, TaxRuleTableSchema, WithholdingRuleSchema, type TaxRuleTable } from './rules';

const row = (validFrom: string, tag: string) => ({ validFrom, tag });

describe('ruleInForce: the latest valid-from on or before the date', () => {
  const rows = [
    row('2025-06-01', 'decree 572'),
    row('2013-01-01', 'old'),
    row('2027-01-01', 'future'),
  ];

  it.each([
    ['2012-12-31', null],
    ['2013-01-01', 'old'],
    ['2025-05-31', 'old'],
    ['2025-06-01', 'decree 572'],
    ['2026-12-31', 'decree 572'],
    ['2027-01-01', 'future'],
  ])('on %s: %s', (date, tag) => {
    expect(ruleInForce(rows, date)?.tag ?? null).toBe(tag);
  });

  it('answers null for an empty family', () => {
    expect(ruleInForce([], '2026-01-01')).toBeNull();
  });
});

/** A sale whose buyer and seller are both in the municipality `code`. */
const sellingIn = (code: string, name: string) => ({
  buyer: { code, name },
  seller: { code, name },
});

describe('the seed table (law.ts)', () => {
  it('is a valid rule table and a valid update with a reason', () => {
    expect(TaxRuleTableSchema.safeParse(COLOMBIAN_TAX_RULES).success).toBe(true);
    const update = TaxRulesUpdateSchema.safeParse({ ...COLOMBIAN_TAX_RULES, reason: 'Semilla' });
    expect(update.success).toBe(true);
  });

  it('converts the 2026 bases as DIAN prints them (art. 868) and the caps exactly', () => {
    const rules = appliedRules(
      COLOMBIAN_TAX_RULES,
      '2026-03-10',
      sellingIn(BOGOTA_CODE, 'Bogotá, D.C.'),
    );
    expect(rules.uvt.value).toBe(52_374);
    expect(rules.reteFuente?.basePesos).toBe(524_000); // 523.740
    expect(rules.reteIva?.basePesos).toBe(524_000);
    expect(rules.reteIca?.basePesos).toBe(1_414_000); // 1.414.098
    expect(rules.reteIca?.municipalityName).toBe('Bogotá, D.C.');
    expect(rules.ivaCaps.COMPUTER?.capPesos).toBe(2_618_700); // not art. 868's 2.619.000
    expect(rules.ivaCaps.SMART_MOBILE?.capPesos).toBe(1_152_228); // not 1.152.000
  });
});

describe('appliedRules: edges of the table', () => {
  it('a municipality’s own rule not yet in force falls back to the default row', () => {
    const table: TaxRuleTable = {
      ...COLOMBIAN_TAX_RULES,
      reteIca: [
        ...COLOMBIAN_TAX_RULES.reteIca,
        {
          municipalityCode: '05001',
          validFrom: '2026-07-01',
          perMil: 7,
          baseUvt: 4,
          agents: 'WITHHOLDING_AGENTS',
          source: 'Regla de prueba',
        },
      ],
    };
    const before = appliedRules(table, '2026-06-30', sellingIn('05001', 'Medellín'));
    expect(before.reteIca?.municipalityCode).toBeNull();
    expect(before.reteIca?.municipalityName).toBeNull();
    const after = appliedRules(table, '2026-07-01', sellingIn('05001', 'Medellín'));
    expect(after.reteIca?.perMil).toBe(7);
    expect(after.reteIca?.municipalityName).toBe('Medellín');
  });

  it('a date before every withholding row withholds nothing and says there is no rule', () => {
    const result = computeTaxes({
      lines: [{ unitPrice: 1_000_000, quantity: 1, ivaClass: 'GENERAL' }],
      buyer: {
        kind: 'LEGAL_PERSON',
        ...NO_TAX_FLAGS,
        granContribuyente: true,
        municipalityCode: null,
        municipalityName: null,
      },
      seller: { regime: 'RESPONSABLE_IVA', autorretenedor: false, granContribuyente: false },
      date: '2012-12-31',
      // A UVT of 2012 or earlier is needed: the engine never uses a later year's.
      rules: {
        ...COLOMBIAN_TAX_RULES,
        uvt: [
          { year: 2012, value: 26_049, source: 'Resolución DIAN 11963 de 2011' },
          ...COLOMBIAN_TAX_RULES.uvt,
        ],
      },
    });
    expect(result.reteFuente.amount).toBe(0);
    expect(result.reteFuente.legend).toContain('no hay tarifa de ReteFuente vigente el 2012-12-31');
    expect(result.reteIVA.legend).toContain('no hay tarifa de ReteIVA vigente');
    // The IVA itself does not depend on a dated row.
    expect(result.iva19).toBe(190_000);
  });

  it('refuses a table without any UVT', () => {
    expect(() => appliedRules({ ...COLOMBIAN_TAX_RULES, uvt: [] }, '2026-01-01', null)).toThrow();
  });

  it('never falls back to a later year’s UVT: a 2024 document with UVT only from 2025 throws', () => {
    // The seed table starts in 2025; before, appliedRules took 2025's UVT for 2024.
    expect(() => appliedRules(COLOMBIAN_TAX_RULES, '2024-12-31', null)).toThrow(
      'no UVT for 2024 or an earlier year',
    );
    expect(appliedRules(COLOMBIAN_TAX_RULES, '2025-01-01', null).uvt.year).toBe(2025);
  });
});

describe('rule rows: figures an accountant can type, refused in Spanish otherwise', () => {
  const valid = {
    kind: 'RETEFUENTE_COMPRAS',
    validFrom: '2026-07-01',
    rate: 0.025,
    baseUvt: 10,
    source: 'Decreto de prueba',
  };

  it('accepts a valid row', () => {
    expect(WithholdingRuleSchema.safeParse(valid).success).toBe(true);
  });

  it.each([
    [{ validFrom: '2026-02-30' }, 'La fecha no existe en el calendario.'],
    [{ validFrom: '01/07/2026' }, 'Escriba la fecha como AAAA-MM-DD.'],
    [{ rate: 0.025001 }, 'Use como máximo cinco decimales en la tarifa (tres en el porcentaje).'],
    [{ rate: 1.5 }, 'La tarifa no puede superar 100 %.'],
    [{ baseUvt: 10.005 }, 'Use como máximo dos decimales en la base en UVT.'],
    [{ baseUvt: -1 }, 'La base en UVT no puede ser negativa.'],
    [{ source: '' }, 'Indique la norma de donde sale la cifra.'],
  ])('refuses %o', (change, message) => {
    const result = WithholdingRuleSchema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toContain(message);
  });
});
