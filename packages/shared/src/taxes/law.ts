import type { TaxRuleTable } from './rules';

/** DIVIPOLA code of Bogotá, D.C. */
export const BOGOTA_CODE = '11001';

/**
 * The rules as the law stood when they were written (docs/taxes.md cites each source). The demo
 * database and a new installation start from this table; from then on it lives in the database
 * and an accountant keeps it on Configuración › Impuestos. The engine's tests use it too.
 */
export const COLOMBIAN_TAX_RULES: TaxRuleTable = {
  uvt: [
    { year: 2025, value: 49_799, source: 'Resolución DIAN 000193 de 2024' },
    { year: 2026, value: 52_374, source: 'Resolución DIAN 000238 de 2025' },
  ],
  withholdings: [
    {
      kind: 'RETEFUENTE_COMPRAS',
      validFrom: '2013-01-01',
      rate: 0.025,
      baseUvt: 27,
      source: 'Decreto 1625 de 2016, art. 1.2.4.9.1 (compras generales, declarantes)',
    },
    {
      kind: 'RETEFUENTE_COMPRAS',
      validFrom: '2025-06-01',
      rate: 0.025,
      baseUvt: 10,
      source: 'Decreto 0572 de 2025',
    },
    {
      kind: 'RETEIVA',
      validFrom: '2013-01-01',
      rate: 0.15,
      baseUvt: 27,
      source: 'E.T. art. 437-1; bases de Decreto 1625 de 2016, art. 1.3.2.1.12',
    },
    {
      kind: 'RETEIVA',
      validFrom: '2025-06-01',
      rate: 0.15,
      baseUvt: 10,
      source: 'E.T. art. 437-1; base del Decreto 0572 de 2025',
    },
  ],
  ivaCaps: [
    {
      kind: 'COMPUTER',
      validFrom: '2019-01-01',
      capUvt: 50,
      source: 'E.T. art. 424 num. 5 (computadores personales)',
    },
    {
      kind: 'SMART_MOBILE',
      validFrom: '2019-01-01',
      capUvt: 22,
      source: 'E.T. art. 424 num. 5 (dispositivos móviles inteligentes)',
    },
  ],
  reteIca: [
    {
      municipalityCode: BOGOTA_CODE,
      validFrom: '2013-01-01',
      perMil: 11.04,
      baseUvt: 27,
      agents: 'PUBLIC_AND_LARGE',
      source: 'Acuerdo 65 de 2002 y Decreto Distrital 271 de 2002, art. 8 (Bogotá)',
    },
    {
      municipalityCode: null,
      validFrom: '2013-01-01',
      perMil: 0,
      baseUvt: 27,
      agents: 'WITHHOLDING_AGENTS',
      source: 'Sin tarifa general: cada municipio fija la suya (configúrela por municipio)',
    },
  ],
  icaPlace: [
    {
      validFrom: '2017-01-01',
      basis: 'SELLER_ESTABLISHMENT',
      source: 'Ley 1819 de 2016, art. 343 num. 2 lit. a',
    },
  ],
};
