import { describe, expect, it } from 'vitest';
import { COLOMBIAN_TAX_RULES } from './law';
import { uvtWarnings } from './uvt-warnings';

const TABLE = COLOMBIAN_TAX_RULES.uvt; // 2025 and 2026

describe('uvtWarnings', () => {
  it('says nothing in November when this year has its UVT', () => {
    expect(uvtWarnings(TABLE, '2026-11-30')).toEqual([]);
  });

  it('asks for next year’s UVT from 1 December', () => {
    const [warning, ...rest] = uvtWarnings(TABLE, '2026-12-01');
    expect(rest).toEqual([]);
    expect(warning).toMatchObject({ kind: 'NEXT_YEAR', year: 2027 });
    expect(warning!.message).toContain('antes del 1 de enero');
  });

  it('stops asking once next year’s UVT is registered', () => {
    const next = [...TABLE, { year: 2027, value: 55_000, source: 'UVT de prueba' }];
    expect(uvtWarnings(next, '2026-12-15')).toEqual([]);
  });

  it('says documents use the earlier UVT when this year has none', () => {
    const warnings = uvtWarnings(TABLE, '2027-01-02');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ kind: 'CURRENT_YEAR', year: 2027 });
    expect(warnings[0]!.message.replaceAll('\u00a0', ' ')).toContain(
      'se calculan con la de 2026 ($ 52.374)',
    );
  });

  it('asks for both in a December whose own year has no UVT', () => {
    const warnings = uvtWarnings(TABLE, '2027-12-05');
    expect(warnings.map((w) => [w.kind, w.year])).toEqual([
      ['CURRENT_YEAR', 2027],
      ['NEXT_YEAR', 2028],
    ]);
  });
});
