import { describe, expect, it } from 'vitest';
import { COLOMBIAN_TAX_RULES, formatCop } from '@shop/shared';
import { ivaCapHint } from './iva-cap-hint';

describe('the art. 424 hint under Clase de IVA', () => {
  it('says nothing for the classes without a cap', () => {
    expect(ivaCapHint('GENERAL', '2026-11-24', COLOMBIAN_TAX_RULES)).toBeNull();
    expect(ivaCapHint('EXCLUDED', '2026-11-24', null)).toBeNull();
  });

  it('states the cap in pesos of the year from the stored rules (art. 868 rounding)', () => {
    expect(ivaCapHint('COMPUTER', '2026-11-24', COLOMBIAN_TAX_RULES)).toBe(
      `Excluido si el precio antes de IVA no supera 50 UVT (${formatCop(2_618_700)} en 2026); por encima paga IVA 19 %.`,
    );
    expect(ivaCapHint('SMART_MOBILE', '2025-03-01', COLOMBIAN_TAX_RULES)).toContain(
      `22 UVT (${formatCop(1_095_578)} en 2025)`,
    );
  });

  it('states the UVT count alone without the rules or without the UVT of the year', () => {
    expect(ivaCapHint('COMPUTER', '2026-11-24', null)).toBe(
      'Excluido si el precio antes de IVA no supera 50 UVT; por encima paga IVA 19 %.',
    );
    expect(ivaCapHint('COMPUTER', '2031-01-01', COLOMBIAN_TAX_RULES)).toMatch(/50 UVT;/);
  });

  it('says the general rate applies when no cap is in force', () => {
    expect(ivaCapHint('COMPUTER', '2018-12-31', COLOMBIAN_TAX_RULES)).toBe(
      'Sin tope vigente: se factura con IVA 19 %.',
    );
  });
});
