import { describe, expect, it } from 'vitest';
import { COLOMBIAN_TAX_RULES } from '@shop/shared';
import { publicTaxFigures } from './repository';

describe('publicTaxFigures: the read-only figures of GET /api/config', () => {
  it('derives the ReteFuente base of the day from the rules (10 UVT 2026 = $ 524.000)', () => {
    expect(publicTaxFigures(COLOMBIAN_TAX_RULES, '2026-03-10')).toEqual({
      taxes: { retefuente: 0.025, reteica: 0 },
      retentionThreshold: 524_000,
    });
  });

  it('answers zeros rather than failing when the only UVT is of a later year', () => {
    // The engine refuses a later year's UVT; the public config must still answer.
    expect(publicTaxFigures(COLOMBIAN_TAX_RULES, '2024-12-31')).toEqual({
      taxes: { retefuente: 0, reteica: 0 },
      retentionThreshold: 0,
    });
  });
});
