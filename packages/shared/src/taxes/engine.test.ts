import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeTaxes, type TaxInput, type TaxLine } from './engine';
import type { IvaClass } from './iva-classes';
import { BOGOTA_CODE, COLOMBIAN_TAX_RULES } from './law';
import {
  buyerTaxProfileOf,
  NO_TAX_FLAGS as NO_FLAGS,
  type BuyerKind,
  type BuyerTaxFlags,
  type BuyerTaxProfile,
} from './parties';
import type { ReteIcaRule, TaxRuleTable, WithholdingRule } from './rules';

/*
 * The engine against the law (docs/taxes.md). Every expected figure below was worked out by hand
 * from the source named in its row, never by running the engine; the arithmetic is in the comment
 * of each row. Figures use the Colombian notation: 1.000.000 pesos, 2,5 %.
 *
 * Withholding bases in pesos (UVT × value, approximated per art. 868 E.T.: to the nearest 1.000,
 * halves up); the art. 424 num. 5 IVA caps are compared with the exact product (docs/taxes.md):
 *   2025, UVT $ 49.799 (Resolución DIAN 000193 de 2024):
 *     10 UVT = 497.990 → 498.000      27 UVT = 1.344.573 → 1.345.000
 *     caps: 50 UVT = 2.489.950        22 UVT = 1.095.578
 *   2026, UVT $ 52.374 (Resolución DIAN 000238 de 2025):
 *     10 UVT = 523.740 → 524.000      27 UVT = 1.414.098 → 1.414.000
 *     caps: 50 UVT = 2.618.700        22 UVT = 1.152.228
 * Rates: IVA 19 % (art. 468) and 5 % (art. 468-1); ReteFuente compras 2,5 % (27 UVT until
 * 2025-05-31, 10 UVT from 2025-06-01, Decreto 0572 de 2025); ReteIVA 15 % of the IVA (art. 437-1,
 * same bases); ReteICA Bogotá 11,04 ‰ from 27 UVT, only public entities and grandes
 * contribuyentes (Acuerdo 65 de 2002; Decreto 271 de 2002 art. 8; SDH Memorando 2025).
 */

const MEDELLIN = { municipalityCode: '05001', municipalityName: 'Medellín' };
const BOGOTA = { municipalityCode: BOGOTA_CODE, municipalityName: 'Bogotá, D.C.' };
const NOWHERE = { municipalityCode: null, municipalityName: null };

const buyer = (
  kind: BuyerKind,
  place: Pick<BuyerTaxProfile, 'municipalityCode' | 'municipalityName'> = MEDELLIN,
  flags: Partial<BuyerTaxFlags> = {},
): BuyerTaxProfile => ({
  kind,
  ...NO_FLAGS,
  publicEntity: kind === 'PUBLIC_ENTITY',
  ...place,
  ...flags,
});

const PERSON = buyer('NATURAL_PERSON');
const AGENT_PERSON = buyer('NATURAL_PERSON', MEDELLIN, { withholdingAgent: true });
const COMPANY = buyer('LEGAL_PERSON');
const LARGE = buyer('LEGAL_PERSON', MEDELLIN, { granContribuyente: true });
const STATE = buyer('PUBLIC_ENTITY');
const BOGOTA_COMPANY = buyer('LEGAL_PERSON', BOGOTA);
const BOGOTA_LARGE = buyer('LEGAL_PERSON', BOGOTA, { granContribuyente: true });
const BOGOTA_STATE = buyer('PUBLIC_ENTITY', BOGOTA);

type Seller = TaxInput['seller'];
/** The shop as the demo configures it: its establishment in Bogotá, where its sales cause ICA. */
const SELLER: Seller = {
  regime: 'RESPONSABLE_IVA',
  autorretenedor: false,
  granContribuyente: false,
  municipalityCode: BOGOTA_CODE,
  city: 'Bogotá, D.C.',
};
const MEDELLIN_SELLER: Seller = { ...SELLER, municipalityCode: '05001', city: 'Medellín' };
const SELF_WITHHOLDING: Seller = { ...SELLER, autorretenedor: true };
const LARGE_SELLER: Seller = { ...SELLER, granContribuyente: true };
const NOT_IVA: Seller = { ...SELLER, regime: 'NO_RESPONSABLE_IVA' };

const line = (ivaClass: IvaClass, unitPrice: number, quantity = 1): TaxLine => ({
  unitPrice,
  quantity,
  ivaClass,
});
const g = (unitPrice: number, quantity = 1) => line('GENERAL', unitPrice, quantity);

/** A municipality with its own rule. The figures are made up: they test the mechanism. */
const MEDELLIN_ICA: ReteIcaRule = {
  municipalityCode: '05001',
  validFrom: '2025-01-01',
  perMil: 7,
  baseUvt: 4,
  agents: 'WITHHOLDING_AGENTS',
  source: 'Regla municipal de prueba',
};
const WITH_MEDELLIN: TaxRuleTable = {
  ...COLOMBIAN_TAX_RULES,
  reteIca: [...COLOMBIAN_TAX_RULES.reteIca, MEDELLIN_ICA],
};

/**
 * The accountant reads art. 343 num. 2 lit. c of Ley 1819 de 2016 as the destination from
 * 2026-07-01: from that day the buyer's municipality's ReteICA applies.
 */
const BUYER_PLACE_FROM_JULY: TaxRuleTable = {
  ...WITH_MEDELLIN,
  icaPlace: [
    ...COLOMBIAN_TAX_RULES.icaPlace,
    {
      validFrom: '2026-07-01',
      basis: 'BUYER_MUNICIPALITY',
      source: 'Ley 1819 de 2016, art. 343 num. 2 lit. c, leído como destino',
    },
  ],
};
const NO_PLACE_RULE: TaxRuleTable = { ...COLOMBIAN_TAX_RULES, icaPlace: [] };

/** A made-up 2027 UVT (DIAN had not fixed it when this was written): it tests the mechanism. */
const WITH_UVT_2027: TaxRuleTable = {
  ...COLOMBIAN_TAX_RULES,
  uvt: [...COLOMBIAN_TAX_RULES.uvt, { year: 2027, value: 55_000, source: 'UVT de prueba' }],
};

/** A made-up later ReteFuente row, listed first so the table's order cannot decide. */
const LATER_RATE: WithholdingRule = {
  kind: 'RETEFUENTE_COMPRAS',
  validFrom: '2026-07-01',
  rate: 0.035,
  baseUvt: 10,
  source: 'Decreto de prueba',
};
const WITH_LATER_RATE: TaxRuleTable = {
  ...COLOMBIAN_TAX_RULES,
  withholdings: [LATER_RATE, ...COLOMBIAN_TAX_RULES.withholdings],
};

interface Expected {
  subtotal: number;
  iva19: number;
  iva5: number;
  excluded: number;
  /** subtotal + IVA 19 % + IVA 5 %. */
  total: number;
  reteFuente: number;
  reteIVA: number;
  reteICA: number;
  totalToPay: number;
  /** The IVA rate applied to each line. */
  rates?: number[];
  /** A part of the reason of each line (null: the plain rate of its class, no reason). */
  reasons?: (string | null)[];
  /** A part of the legend each withholding must carry. */
  legends?: Partial<Record<'reteFuente' | 'reteIVA' | 'reteICA', string>>;
  /** A part of each notice the document must print; none expected when absent. */
  notices?: string[];
}

interface Case {
  name: string;
  source: string;
  lines: TaxLine[];
  buyer: BuyerTaxProfile;
  seller?: Seller;
  date: string;
  rules?: TaxRuleTable;
  expected: Expected;
}

const CASES: Case[] = [
  {
    // 1.000.000 × 19 % = 190.000. A natural person withholds nothing, whatever the amount.
    name: 'natural person above the base: no withholding',
    source: 'E.T. art. 368 (agents are legal persons; natural persons only per art. 368-2)',
    lines: [g(1_000_000)],
    buyer: PERSON,
    date: '2026-03-10',
    expected: {
      subtotal: 1_000_000,
      iva19: 190_000,
      iva5: 0,
      excluded: 0,
      total: 1_190_000,
      reteFuente: 0,
      reteIVA: 0,
      reteICA: 0,
      totalToPay: 1_190_000,
      rates: [0.19],
      reasons: [null],
      legends: {
        reteFuente: 'persona natural',
        reteIVA: 'persona natural',
        reteICA: 'persona natural',
      },
    },
  },
  {
    // 1.000.000 × 2,5 % = 25.000 (≥ 524.000). Not an IVA agent (art. 437-2). Medellín: default 0 ‰.
    // 1.190.000 − 25.000 = 1.165.000.
    name: 'natural person marked as agent (art. 368-2) withholds ReteFuente',
    source: 'E.T. art. 368-2 (merchants above 30.000 UVT); Decreto 0572 de 2025',
    lines: [g(1_000_000)],
    buyer: AGENT_PERSON,
    date: '2026-03-10',
    expected: {
      subtotal: 1_000_000,
      iva19: 190_000,
      iva5: 0,
      excluded: 0,
      total: 1_190_000,
      reteFuente: 25_000,
      reteIVA: 0,
      reteICA: 0,
      totalToPay: 1_165_000,
      legends: { reteFuente: '2,5 %', reteIVA: 'art. 437-2' },
    },
  },
  {
    // docs/taxes.md's worked example: 2.000.000 × 19 % = 380.000, nothing withheld, in Bogotá too.
    name: 'worked example: natural person in Bogotá, $ 2.000.000',
    source: 'E.T. art. 368; Acuerdo 65 de 2002 (Bogotá agents)',
    lines: [g(2_000_000)],
    buyer: buyer('NATURAL_PERSON', BOGOTA),
    date: '2026-03-10',
    expected: {
      subtotal: 2_000_000,
      iva19: 380_000,
      iva5: 0,
      excluded: 0,
      total: 2_380_000,
      reteFuente: 0,
      reteIVA: 0,
      reteICA: 0,
      totalToPay: 2_380_000,
      legends: { reteICA: 'persona natural' },
    },
  },
  {
    // docs/taxes.md's worked example: 2.000.000 × 2,5 % = 50.000; Medellín has no row of its own
    // in the seed, the default is 0 ‰. 2.380.000 − 50.000 = 2.330.000.
    name: 'worked example: company in Medellín, $ 2.000.000',
    source: 'E.T. art. 368; Decreto 0572 de 2025; law.ts default ReteICA row',
    lines: [g(2_000_000)],
    buyer: COMPANY,
    date: '2026-03-10',
    expected: {
      subtotal: 2_000_000,
      iva19: 380_000,
      iva5: 0,
      excluded: 0,
      total: 2_380_000,
      reteFuente: 50_000,
      reteIVA: 0,
      reteICA: 0,
      totalToPay: 2_330_000,
    },
  },
  {
    // Public entity in Bogotá, 2.000.000: ReteFuente 50.000; ReteIVA 380.000 × 15 % = 57.000;
    // ReteICA 2.000.000 × 11,04 ‰ = 22.080. 2.380.000 − 129.080 = 2.250.920.
    name: 'worked example: public entity in Bogotá, $ 2.000.000',
    source: 'E.T. arts. 368, 437-1, 437-2 num. 1; Acuerdo 65 de 2002',
    lines: [g(2_000_000)],
    buyer: BOGOTA_STATE,
    date: '2026-03-10',
    expected: {
      subtotal: 2_000_000,
      iva19: 380_000,
      iva5: 0,
      excluded: 0,
      total: 2_380_000,
      reteFuente: 50_000,
      reteIVA: 57_000,
      reteICA: 22_080,
      totalToPay: 2_250_920,
    },
  },
  {
    // 500.000 < 10 UVT = 523.740 → 524.000 (art. 868): no ReteFuente. 500.000 × 19 % = 95.000.
    name: 'company below 10 UVT in 2026',
    source: 'Decreto 0572 de 2025; Resolución DIAN 000238 de 2025; E.T. art. 868',
    lines: [g(500_000)],
    buyer: COMPANY,
    date: '2026-03-10',
    expected: {
      subtotal: 500_000,
      iva19: 95_000,
      iva5: 0,
      excluded: 0,
      total: 595_000,
      reteFuente: 0,
      reteIVA: 0,
      reteICA: 0,
      totalToPay: 595_000,
      legends: { reteFuente: 'menor a 10 UVT ($ 524.000)' },
    },
  },
  {
    // 600.000 ≥ 524.000: 600.000 × 2,5 % = 15.000. IVA 114.000. 714.000 − 15.000 = 699.000.
    name: 'company above 10 UVT in 2026',
    source: 'Decreto 0572 de 2025; Resolución DIAN 000238 de 2025',
    lines: [g(600_000)],
    buyer: COMPANY,
    date: '2026-03-10',
    expected: {
      subtotal: 600_000,
      iva19: 114_000,
      iva5: 0,
      excluded: 0,
      total: 714_000,
      reteFuente: 15_000,
      reteIVA: 0,
      reteICA: 0,
      totalToPay: 699_000,
      legends: {
        reteFuente: '2,5 % de $ 600.000',
        reteIVA: 'art. 437-2',
        reteICA: 'el ICA se causa en Bogotá, D.C. (municipio del establecimiento del vendedor',
      },
    },
  },
  {
    // 523.999 is above 10 × 52.374 = 523.740 but below the base as art. 868 states it, 524.000.
    // 523.999 × 19 % = 99.559,81 → 99.560.
    name: 'company between the exact 10 UVT and the art. 868 figure: no withholding',
    source: 'E.T. art. 868 (UVT to pesos, nearest 1.000); Decreto 0572 de 2025',
    lines: [g(523_999)],
    buyer: COMPANY,
    date: '2026-03-10',
    expected: {
      subtotal: 523_999,
      iva19: 99_560,
      iva5: 0,
      excluded: 0,
      total: 623_559,
      reteFuente: 0,
      reteIVA: 0,
      reteICA: 0,
      totalToPay: 623_559,
    },
  },
  {
    // Exactly at the base, 524.000: "desde 10 UVT" applies. 524.000 × 2,5 % = 13.100.
    // 524.000 × 19 % = 99.560. 623.560 − 13.100 = 610.460.
    name: 'company exactly at the base (≥ applies)',
    source: 'Decreto 0572 de 2025 (compras desde 10 UVT)',
    lines: [g(524_000)],
    buyer: COMPANY,
    date: '2026-03-10',
    expected: {
      subtotal: 524_000,
      iva19: 99_560,
      iva5: 0,
      excluded: 0,
      total: 623_560,
      reteFuente: 13_100,
      reteIVA: 0,
      reteICA: 0,
      totalToPay: 610_460,
    },
  },
  {
    // 2025-05-31: base 27 UVT = 27 × 49.799 = 1.344.573 → 1.345.000; 800.000 is below.
    // 800.000 × 19 % = 152.000.
    name: '$ 800.000 on 2025-05-31: 27 UVT base, no withholding',
    source: 'Decreto 1625 de 2016 art. 1.2.4.9.1 (27 UVT) until Decreto 0572 de 2025',
    lines: [g(800_000)],
    buyer: COMPANY,
    date: '2025-05-31',
    expected: {
      subtotal: 800_000,
      iva19: 152_000,
      iva5: 0,
      excluded: 0,
      total: 952_000,
      reteFuente: 0,
      reteIVA: 0,
      reteICA: 0,
      totalToPay: 952_000,
      legends: { reteFuente: 'menor a 27 UVT ($ 1.345.000)' },
    },
  },
  {
    // 2025-06-01: base 10 UVT = 497.990 → 498.000. 800.000 × 2,5 % = 20.000. 952.000 − 20.000.
    name: 'the same $ 800.000 on 2025-06-01: 10 UVT base, withholds',
    source: 'Decreto 0572 de 2025 (in force from 2025-06-01); Resolución DIAN 000193 de 2024',
    lines: [g(800_000)],
    buyer: COMPANY,
    date: '2025-06-01',
    expected: {
      subtotal: 800_000,
      iva19: 152_000,
      iva5: 0,
      excluded: 0,
      total: 952_000,
      reteFuente: 20_000,
      reteIVA: 0,
      reteICA: 0,
      totalToPay: 932_000,
      legends: { reteFuente: '10 UVT ($ 498.000)' },
    },
  },
  {
    // 2025-05-31 at exactly 1.345.000: 1.345.000 × 2,5 % = 33.625; × 19 % = 255.550.
    // 1.600.550 − 33.625 = 1.566.925.
    name: 'exactly at the 27 UVT base on 2025-05-31',
    source: 'Decreto 1625 de 2016 art. 1.2.4.9.1; E.T. art. 868',
    lines: [g(1_345_000)],
    buyer: COMPANY,
    date: '2025-05-31',
    expected: {
      subtotal: 1_345_000,
      iva19: 255_550,
      iva5: 0,
      excluded: 0,
      total: 1_600_550,
      reteFuente: 33_625,
      reteIVA: 0,
      reteICA: 0,
      totalToPay: 1_566_925,
    },
  },
  {
    // Gran contribuyente on 2025-05-31, 800.000 < 1.345.000: neither ReteFuente nor ReteIVA.
    name: 'gran contribuyente on 2025-05-31 below 27 UVT: no ReteIVA either',
    source: 'E.T. art. 437-1; Decreto 1625 de 2016 art. 1.3.2.1.12 (ReteIVA follows renta bases)',
    lines: [g(800_000)],
    buyer: LARGE,
    date: '2025-05-31',
    expected: {
      subtotal: 800_000,
      iva19: 152_000,
      iva5: 0,
      excluded: 0,
      total: 952_000,
      reteFuente: 0,
      reteIVA: 0,
      reteICA: 0,
      totalToPay: 952_000,
      legends: { reteIVA: 'menor a 27 UVT' },
    },
  },
  {
    // 2025-06-01: 800.000 × 2,5 % = 20.000; IVA 152.000 × 15 % = 22.800.
    // 952.000 − 42.800 = 909.200.
    name: 'gran contribuyente on 2025-06-01: ReteIVA from 10 UVT',
    source: 'E.T. art. 437-1; Decreto 0572 de 2025 ("otros ingresos" bases)',
    lines: [g(800_000)],
    buyer: LARGE,
    date: '2025-06-01',
    expected: {
      subtotal: 800_000,
      iva19: 152_000,
      iva5: 0,
      excluded: 0,
      total: 952_000,
      reteFuente: 20_000,
      reteIVA: 22_800,
      reteICA: 0,
      totalToPay: 909_200,
    },
  },
  {
    // 524.020 × 2,5 % = 13.100,5 → 13.101 (half-up); × 19 % = 99.563,8 → 99.564.
    // 623.584 − 13.101 = 610.483.
    name: 'rounding half-up at the peso: ReteFuente 13.100,5 → 13.101',
    source: 'docs/taxes.md rounding rule (integer pesos, half-up once from the exact base)',
    lines: [g(524_020)],
    buyer: COMPANY,
    date: '2026-03-10',
    expected: {
      subtotal: 524_020,
      iva19: 99_564,
      iva5: 0,
      excluded: 0,
      total: 623_584,
      reteFuente: 13_101,
      reteIVA: 0,
      reteICA: 0,
      totalToPay: 610_483,
    },
  },
  {
    // 1.005 × 19 % = 190,95 → 191.
    name: 'rounding: IVA 19 % of $ 1.005 = 190,95 → 191',
    source: 'E.T. art. 468; docs/taxes.md rounding rule',
    lines: [g(1_005)],
    buyer: PERSON,
    date: '2026-03-10',
    expected: {
      subtotal: 1_005,
      iva19: 191,
      iva5: 0,
      excluded: 0,
      total: 1_196,
      reteFuente: 0,
      reteIVA: 0,
      reteICA: 0,
      totalToPay: 1_196,
    },
  },
  {
    // 50 × 19 % = 9,5 exactly → 10 (a half goes up, not to even).
    name: 'rounding: an exact half of a peso goes up',
    source: 'docs/taxes.md rounding rule',
    lines: [g(50)],
    buyer: PERSON,
    date: '2026-03-10',
    expected: {
      subtotal: 50,
      iva19: 10,
      iva5: 0,
      excluded: 0,
      total: 60,
      reteFuente: 0,
      reteIVA: 0,
      reteICA: 0,
      totalToPay: 60,
    },
  },
  {
    // One rounding per figure from its exact base: (1.002 + 1.002) × 19 % = 2.004 × 0,19 =
    // 380,76 → 381 (rounding each line, 190,38 → 190 twice, would give 380).
    name: 'IVA is rounded on each line, then summed',
    source: 'DIAN Anexo Técnico de factura electrónica 1.9 (IVA por línea); docs/taxes.md',
    lines: [g(1_002), g(1_002)],
    buyer: PERSON,
    date: '2026-03-10',
    expected: {
      subtotal: 2_004,
      iva19: 380,
      iva5: 0,
      excluded: 0,
      total: 2_384,
      reteFuente: 0,
      reteIVA: 0,
      reteICA: 0,
      totalToPay: 2_384,
    },
  },
  {
    // 333.333 × 3 = 999.999. × 19 % = 189.999,81 → 190.000; × 2,5 % = 24.999,975 → 25.000.
    // 1.189.999 − 25.000 = 1.164.999.
    name: 'quantity: unit price × quantity, then one rounding',
    source: 'E.T. art. 468; Decreto 0572 de 2025; docs/taxes.md rounding rule',
    lines: [g(333_333, 3)],
    buyer: COMPANY,
    date: '2026-03-10',
    expected: {
      subtotal: 999_999,
      iva19: 190_000,
      iva5: 0,
      excluded: 0,
      total: 1_189_999,
      reteFuente: 25_000,
      reteIVA: 0,
      reteICA: 0,
      totalToPay: 1_164_999,
    },
  },
  {
    // 30.010 × 5 % = 1.500,5 → 1.501.
    name: 'a 5 % product',
    source: 'E.T. art. 468-1 (reduced rate 5 %)',
    lines: [line('REDUCED', 30_010)],
    buyer: PERSON,
    date: '2026-03-10',
    expected: {
      subtotal: 30_010,
      iva19: 0,
      iva5: 1_501,
      excluded: 0,
      total: 31_511,
      reteFuente: 0,
      reteIVA: 0,
      reteICA: 0,
      totalToPay: 31_511,
      rates: [0.05],
      reasons: ['468-1'],
    },
  },
  {
    // 400.000 × 2 = 800.000 at 19 % → 152.000; 150.000 at 5 % → 7.500; 50.000 × 3 = 150.000
    // excluded. Subtotal 1.100.000; IVA 159.500; total 1.259.500.
    // ReteFuente on the whole purchase, excluded goods included: 1.100.000 × 2,5 % = 27.500.
    // 1.259.500 − 27.500 = 1.232.000.
    name: 'mixed cart: 19 % + 5 % + excluded',
    source: 'E.T. arts. 468, 468-1, 424; Decreto 0572 de 2025',
    lines: [g(400_000, 2), line('REDUCED', 150_000), line('EXCLUDED', 50_000, 3)],
    buyer: COMPANY,
    date: '2026-03-10',
    expected: {
      subtotal: 1_100_000,
      iva19: 152_000,
      iva5: 7_500,
      excluded: 150_000,
      total: 1_259_500,
      reteFuente: 27_500,
      reteIVA: 0,
      reteICA: 0,
      totalToPay: 1_232_000,
      rates: [0.19, 0.05, 0],
      reasons: [null, '468-1', 'art. 424'],
    },
  },
  {
    // 2.000.000 × 19 % = 380.000; ReteFuente 50.000; ReteIVA 380.000 × 15 % = 57.000;
    // Medellín default ReteICA 0 ‰. 2.380.000 − 107.000 = 2.273.000.
    name: 'ReteIVA 15 % by a gran contribuyente buyer',
    source: 'E.T. arts. 437-1 and 437-2 num. 2',
    lines: [g(2_000_000)],
    buyer: LARGE,
    date: '2026-03-10',
    expected: {
      subtotal: 2_000_000,
      iva19: 380_000,
      iva5: 0,
      excluded: 0,
      total: 2_380_000,
      reteFuente: 50_000,
      reteIVA: 57_000,
      reteICA: 0,
      totalToPay: 2_273_000,
      legends: { reteIVA: '15 % del IVA de $ 380.000' },
    },
  },
  {
    // 1.000.000: ReteFuente 25.000; IVA 190.000 × 15 % = 28.500. 1.190.000 − 53.500.
    name: 'ReteIVA 15 % by a public entity',
    source: 'E.T. arts. 368, 437-1 and 437-2 num. 1',
    lines: [g(1_000_000)],
    buyer: STATE,
    date: '2026-03-10',
    expected: {
      subtotal: 1_000_000,
      iva19: 190_000,
      iva5: 0,
      excluded: 0,
      total: 1_190_000,
      reteFuente: 25_000,
      reteIVA: 28_500,
      reteICA: 0,
      totalToPay: 1_136_500,
    },
  },
  {
    // Both grandes contribuyentes: no ReteIVA. ReteFuente 50.000. 2.380.000 − 50.000.
    name: 'no ReteIVA between two grandes contribuyentes',
    source: 'E.T. art. 437-2; Decreto 1625 de 2016 (no ReteIVA between grandes contribuyentes)',
    lines: [g(2_000_000)],
    buyer: LARGE,
    seller: LARGE_SELLER,
    date: '2026-03-10',
    expected: {
      subtotal: 2_000_000,
      iva19: 380_000,
      iva5: 0,
      excluded: 0,
      total: 2_380_000,
      reteFuente: 50_000,
      reteIVA: 0,
      reteICA: 0,
      totalToPay: 2_330_000,
      legends: { reteIVA: 'entre grandes contribuyentes' },
    },
  },
  {
    // The exception is between grandes contribuyentes only: a public entity still withholds IVA
    // from a gran contribuyente seller. Same figures as the public-entity row: 1.136.500.
    name: 'a public entity withholds IVA from a gran contribuyente seller',
    source: 'E.T. art. 437-2 num. 1 (entidades estatales)',
    lines: [g(1_000_000)],
    buyer: STATE,
    seller: LARGE_SELLER,
    date: '2026-03-10',
    expected: {
      subtotal: 1_000_000,
      iva19: 190_000,
      iva5: 0,
      excluded: 0,
      total: 1_190_000,
      reteFuente: 25_000,
      reteIVA: 28_500,
      reteICA: 0,
      totalToPay: 1_136_500,
    },
  },
  {
    // Autorretenedor seller: no ReteFuente. Bogotá public entity, 2.000.000:
    // ReteIVA 380.000 × 15 % = 57.000; ReteICA 2.000.000 × 11,04 ‰ = 22.080 (≥ 1.414.000).
    // 2.380.000 − 79.080 = 2.300.920.
    name: 'autorretenedor seller: no ReteFuente; ReteIVA and ReteICA still apply',
    source: 'E.T. art. 368 par. 1; arts. 437-1, 437-2; Acuerdo 65 de 2002 (Bogotá)',
    lines: [g(2_000_000)],
    buyer: BOGOTA_STATE,
    seller: SELF_WITHHOLDING,
    date: '2026-03-10',
    expected: {
      subtotal: 2_000_000,
      iva19: 380_000,
      iva5: 0,
      excluded: 0,
      total: 2_380_000,
      reteFuente: 0,
      reteIVA: 57_000,
      reteICA: 22_080,
      totalToPay: 2_300_920,
      legends: { reteFuente: 'autorretenedor' },
    },
  },
  {
    // Seller no responsable de IVA: no IVA, so no ReteIVA; ReteFuente still 1.000.000 × 2,5 %.
    name: 'seller no responsable de IVA: no IVA, no ReteIVA',
    source: 'E.T. arts. 437 par. 3 and 437-1 (ReteIVA is a part of the IVA charged)',
    lines: [g(1_000_000)],
    buyer: STATE,
    seller: NOT_IVA,
    date: '2026-03-10',
    expected: {
      subtotal: 1_000_000,
      iva19: 0,
      iva5: 0,
      excluded: 1_000_000,
      total: 1_000_000,
      reteFuente: 25_000,
      reteIVA: 0,
      reteICA: 0,
      totalToPay: 975_000,
      rates: [0],
      reasons: ['no es responsable de IVA'],
      legends: { reteIVA: 'no es responsable de IVA' },
    },
  },
  {
    // 50 UVT 2026 = 50 × 52.374 = 2.618.700 exactly (no art. 868 rounding for the cap).
    // Price = cap → excluded, IVA 0.
    name: 'laptop at 50 UVT (price = cap): excluded',
    source: 'E.T. art. 424 num. 5; Resolución DIAN 000238 de 2025',
    lines: [line('COMPUTER', 2_618_700)],
    buyer: PERSON,
    date: '2026-03-10',
    expected: {
      subtotal: 2_618_700,
      iva19: 0,
      iva5: 0,
      excluded: 2_618_700,
      total: 2_618_700,
      reteFuente: 0,
      reteIVA: 0,
      reteICA: 0,
      totalToPay: 2_618_700,
      rates: [0],
      reasons: ['50 UVT ($ 2.618.700 en 2026)'],
    },
  },
  {
    // Cap + 1 = 2.618.701 → 19 %: 497.553,19 → 497.553. Total 3.116.254.
    name: 'laptop one peso above 50 UVT: 19 %',
    source: 'E.T. art. 424 num. 5; art. 468',
    lines: [line('COMPUTER', 2_618_701)],
    buyer: PERSON,
    date: '2026-03-10',
    expected: {
      subtotal: 2_618_701,
      iva19: 497_553,
      iva5: 0,
      excluded: 0,
      total: 3_116_254,
      reteFuente: 0,
      reteIVA: 0,
      reteICA: 0,
      totalToPay: 3_116_254,
      rates: [0.19],
      reasons: ['supera el tope de exclusión de 50 UVT ($ 2.618.700 en 2026)'],
    },
  },
  {
    // The art. 868 figure 2.619.000 exceeds 50 UVT = 2.618.700: 19 %, 497.610. Total 3.116.610.
    name: 'laptop at the art. 868 rounded cap (2.619.000): above the exact cap, 19 %',
    source: 'E.T. art. 424 num. 5 ("que no excedan de 50 UVT"); docs/taxes.md',
    lines: [line('COMPUTER', 2_619_000)],
    buyer: PERSON,
    date: '2026-03-10',
    expected: {
      subtotal: 2_619_000,
      iva19: 497_610,
      iva5: 0,
      excluded: 0,
      total: 3_116_610,
      reteFuente: 0,
      reteIVA: 0,
      reteICA: 0,
      totalToPay: 3_116_610,
      rates: [0.19],
      reasons: ['supera el tope'],
    },
  },
  {
    // 2.600.000 on 2025-12-31: cap 50 × 49.799 = 2.489.950; above → 19 %: 494.000.
    name: 'the same laptop in 2025: above that year’s cap, 19 %',
    source: 'E.T. art. 424 num. 5; Resolución DIAN 000193 de 2024',
    lines: [line('COMPUTER', 2_600_000)],
    buyer: PERSON,
    date: '2025-12-31',
    expected: {
      subtotal: 2_600_000,
      iva19: 494_000,
      iva5: 0,
      excluded: 0,
      total: 3_094_000,
      reteFuente: 0,
      reteIVA: 0,
      reteICA: 0,
      totalToPay: 3_094_000,
      rates: [0.19],
    },
  },
  {
    // 2.600.000 on 2026-01-01: cap 2.618.700 → excluded.
    name: 'the same laptop on 2026-01-01: within the new cap, excluded',
    source: 'E.T. art. 424 num. 5; Resolución DIAN 000238 de 2025',
    lines: [line('COMPUTER', 2_600_000)],
    buyer: PERSON,
    date: '2026-01-01',
    expected: {
      subtotal: 2_600_000,
      iva19: 0,
      iva5: 0,
      excluded: 2_600_000,
      total: 2_600_000,
      reteFuente: 0,
      reteIVA: 0,
      reteICA: 0,
      totalToPay: 2_600_000,
      rates: [0],
    },
  },
  {
    // 22 UVT 2026 = 22 × 52.374 = 1.152.228 exactly: at the cap → excluded.
    name: 'smartphone at 22 UVT: excluded',
    source: 'E.T. art. 424 num. 5 (dispositivos móviles inteligentes)',
    lines: [line('SMART_MOBILE', 1_152_228)],
    buyer: PERSON,
    date: '2026-03-10',
    expected: {
      subtotal: 1_152_228,
      iva19: 0,
      iva5: 0,
      excluded: 1_152_228,
      total: 1_152_228,
      reteFuente: 0,
      reteIVA: 0,
      reteICA: 0,
      totalToPay: 1_152_228,
      rates: [0],
      reasons: ['22 UVT ($ 1.152.228 en 2026)'],
    },
  },
  {
    // 1.152.229 × 19 % = 218.923,51 → 218.924. Total 1.371.153.
    name: 'smartphone one peso above 22 UVT: 19 %',
    source: 'E.T. art. 424 num. 5; art. 468',
    lines: [line('SMART_MOBILE', 1_152_229)],
    buyer: PERSON,
    date: '2026-03-10',
    expected: {
      subtotal: 1_152_229,
      iva19: 218_924,
      iva5: 0,
      excluded: 0,
      total: 1_371_153,
      reteFuente: 0,
      reteIVA: 0,
      reteICA: 0,
      totalToPay: 1_371_153,
      rates: [0.19],
    },
  },
  {
    // The cap is per unit: 3 × 1.152.228 = 3.456.684, all excluded. ReteFuente on the
    // purchase: 3.456.684 × 2,5 % = 86.417,1 → 86.417. 3.456.684 − 86.417 = 3.370.267.
    name: 'three smartphones at the cap: the cap is per unit price',
    source: 'E.T. art. 424 num. 5 ("cuyo valor no exceda" per device); Decreto 0572 de 2025',
    lines: [line('SMART_MOBILE', 1_152_228, 3)],
    buyer: COMPANY,
    date: '2026-03-10',
    expected: {
      subtotal: 3_456_684,
      iva19: 0,
      iva5: 0,
      excluded: 3_456_684,
      total: 3_456_684,
      reteFuente: 86_417,
      reteIVA: 0,
      reteICA: 0,
      totalToPay: 3_370_267,
      legends: { reteIVA: 'art. 437-2' },
    },
  },
  {
    // Bogotá public entity, 1.500.000 (≥ 27 UVT = 1.414.000): ReteFuente 37.500;
    // IVA 285.000, ReteIVA 42.750; ReteICA 1.500.000 × 11,04 ‰ = 16.560.
    // 1.785.000 − 96.810 = 1.688.190.
    name: 'ReteICA Bogotá by a public entity: 11,04 ‰ from 27 UVT',
    source: 'Acuerdo 65 de 2002; Decreto 271 de 2002 art. 8; SDH Memorando 220010-60 de 2025',
    lines: [g(1_500_000)],
    buyer: BOGOTA_STATE,
    date: '2026-03-10',
    expected: {
      subtotal: 1_500_000,
      iva19: 285_000,
      iva5: 0,
      excluded: 0,
      total: 1_785_000,
      reteFuente: 37_500,
      reteIVA: 42_750,
      reteICA: 16_560,
      totalToPay: 1_688_190,
      legends: { reteICA: '11,04 ‰ de $ 1.500.000: ICA causado en Bogotá, D.C.' },
    },
  },
  {
    // Bogotá did not follow Decreto 0572: 1.000.000 < 27 UVT = 1.414.000, no ReteICA, while
    // ReteFuente (25.000) and ReteIVA (28.500) apply from 10 UVT. 1.190.000 − 53.500.
    name: 'ReteICA Bogotá below its 27 UVT base while ReteFuente applies',
    source: 'Decreto 271 de 2002 art. 8; SDH Memorando 220010-60 de 2025; Decreto 0572 de 2025',
    lines: [g(1_000_000)],
    buyer: BOGOTA_STATE,
    date: '2026-03-10',
    expected: {
      subtotal: 1_000_000,
      iva19: 190_000,
      iva5: 0,
      excluded: 0,
      total: 1_190_000,
      reteFuente: 25_000,
      reteIVA: 28_500,
      reteICA: 0,
      totalToPay: 1_136_500,
      legends: { reteICA: 'menor a 27 UVT ($ 1.414.000)' },
    },
  },
  {
    // 1.414.050 × 19 % = 268.669,5 → 268.670; ReteIVA from the invoiced IVA: 268.670 × 15 % =
    // 40.300,5 → 40.301 (from the unrounded IVA it would be 40.300,425 → 40.300).
    // ReteFuente 35.351,25 → 35.351; ReteICA 1.414.050 × 11,04 ‰ = 15.611,112 → 15.611.
    // Total 1.682.720 − (35.351 + 40.301 + 15.611 = 91.263) = 1.591.457.
    name: 'ReteIVA is taken from the IVA as invoiced; every figure rounded once',
    source: 'E.T. art. 437-1; Acuerdo 65 de 2002; docs/taxes.md rounding rule',
    lines: [g(1_414_050)],
    buyer: BOGOTA_STATE,
    date: '2026-03-10',
    expected: {
      subtotal: 1_414_050,
      iva19: 268_670,
      iva5: 0,
      excluded: 0,
      total: 1_682_720,
      reteFuente: 35_351,
      reteIVA: 40_301,
      reteICA: 15_611,
      totalToPay: 1_591_457,
    },
  },
  {
    // An ordinary company in Bogotá is not a Bogotá ICA agent: "No aplica".
    // ReteFuente 50.000, no ReteIVA. 2.380.000 − 50.000 = 2.330.000.
    name: 'ReteICA "No aplica" for an ordinary company in Bogotá',
    source: 'Bogotá agents: public entities and grandes contribuyentes (Acuerdo 65 de 2002)',
    lines: [g(2_000_000)],
    buyer: BOGOTA_COMPANY,
    date: '2026-03-10',
    expected: {
      subtotal: 2_000_000,
      iva19: 380_000,
      iva5: 0,
      excluded: 0,
      total: 2_380_000,
      reteFuente: 50_000,
      reteIVA: 0,
      reteICA: 0,
      totalToPay: 2_330_000,
      legends: {
        reteICA: 'No aplica: en Bogotá, D.C. solo retienen ICA las entidades públicas',
      },
    },
  },
  {
    // Gran contribuyente in Bogotá: ReteFuente 50.000; ReteIVA 57.000; ReteICA 2.000.000 ×
    // 11,04 ‰ = 22.080. 2.380.000 − 129.080 = 2.250.920.
    name: 'ReteICA Bogotá by a gran contribuyente',
    source: 'Acuerdo 65 de 2002; E.T. arts. 368, 437-2 num. 2',
    lines: [g(2_000_000)],
    buyer: BOGOTA_LARGE,
    date: '2026-03-10',
    expected: {
      subtotal: 2_000_000,
      iva19: 380_000,
      iva5: 0,
      excluded: 0,
      total: 2_380_000,
      reteFuente: 50_000,
      reteIVA: 57_000,
      reteICA: 22_080,
      totalToPay: 2_250_920,
    },
  },
  {
    // No municipality known: the default row, 0 ‰ → no ReteICA. ReteFuente 50.000.
    name: 'default municipality: 0 ‰, no ReteICA',
    source: 'law.ts default row (each municipality sets its own rate)',
    lines: [g(2_000_000)],
    buyer: COMPANY,
    seller: MEDELLIN_SELLER,
    date: '2026-03-10',
    expected: {
      subtotal: 2_000_000,
      iva19: 380_000,
      iva5: 0,
      excluded: 0,
      total: 2_380_000,
      reteFuente: 50_000,
      reteIVA: 0,
      reteICA: 0,
      totalToPay: 2_330_000,
      legends: { reteICA: '0 ‰' },
    },
  },
  {
    // A municipality with its own rule (7 ‰ from 4 UVT, any agent; made-up figures):
    // 4 UVT = 209.496 → 209.000; 600.000 × 7 ‰ = 4.200; ReteFuente 15.000.
    // 714.000 − 19.200 = 694.800.
    name: 'a municipality with its own ReteICA rule',
    source: 'ReteICA follows the municipality where ICA is caused (gerencie.com, colombia.md)',
    lines: [g(600_000)],
    buyer: COMPANY,
    seller: MEDELLIN_SELLER,
    date: '2026-03-10',
    rules: WITH_MEDELLIN,
    expected: {
      subtotal: 600_000,
      iva19: 114_000,
      iva5: 0,
      excluded: 0,
      total: 714_000,
      reteFuente: 15_000,
      reteIVA: 0,
      reteICA: 4_200,
      totalToPay: 694_800,
      legends: { reteICA: '7 ‰ de $ 600.000: ICA causado en Medellín' },
    },
  },
  {
    // The same municipality's rule does not make a natural person an agent.
    name: 'a municipality with its own rule: a natural person still withholds nothing',
    source: 'E.T. art. 368; ReteICA agents are income-tax agents unless the city names fewer',
    lines: [g(600_000)],
    buyer: PERSON,
    date: '2026-03-10',
    rules: WITH_MEDELLIN,
    expected: {
      subtotal: 600_000,
      iva19: 114_000,
      iva5: 0,
      excluded: 0,
      total: 714_000,
      reteFuente: 0,
      reteIVA: 0,
      reteICA: 0,
      totalToPay: 714_000,
      legends: { reteICA: 'persona natural' },
    },
  },
  {
    // 2027 has no UVT in the table: the engine uses 2026's (52.374 → 10 UVT = 524.000) and says
    // so in the legend. 600.000 × 2,5 % = 15.000.
    name: 'a year without UVT in the table (2027) uses the latest earlier one and says so',
    source: 'Decision in docs/taxes.md (DIAN fixes each UVT in December; add it then)',
    lines: [g(600_000)],
    buyer: COMPANY,
    date: '2027-02-01',
    expected: {
      subtotal: 600_000,
      iva19: 114_000,
      iva5: 0,
      excluded: 0,
      total: 714_000,
      reteFuente: 15_000,
      reteIVA: 0,
      reteICA: 0,
      totalToPay: 699_000,
      legends: { reteFuente: 'UVT de 2026' },
      notices: [
        'La UVT de 2027 no está registrada: las bases y los topes en UVT se calcularon con la de 2026',
      ],
    },
  },
  {
    // Made-up row from 2026-07-01 at 3,5 %, listed first. On 2026-06-30 the 2025-06-01 row is
    // in force: 1.000.000 × 2,5 % = 25.000. 1.190.000 − 25.000.
    name: 'the rule in force on the day before a new row',
    source: 'rules.ts ruleInForce: latest validFrom ≤ date',
    lines: [g(1_000_000)],
    buyer: COMPANY,
    date: '2026-06-30',
    rules: WITH_LATER_RATE,
    expected: {
      subtotal: 1_000_000,
      iva19: 190_000,
      iva5: 0,
      excluded: 0,
      total: 1_190_000,
      reteFuente: 25_000,
      reteIVA: 0,
      reteICA: 0,
      totalToPay: 1_165_000,
    },
  },
  {
    // From 2026-07-01 the new row: 1.000.000 × 3,5 % = 35.000. 1.190.000 − 35.000.
    name: 'the rule in force on the new row’s valid-from date',
    source: 'rules.ts ruleInForce: latest validFrom ≤ date',
    lines: [g(1_000_000)],
    buyer: COMPANY,
    date: '2026-07-01',
    rules: WITH_LATER_RATE,
    expected: {
      subtotal: 1_000_000,
      iva19: 190_000,
      iva5: 0,
      excluded: 0,
      total: 1_190_000,
      reteFuente: 35_000,
      reteIVA: 0,
      reteICA: 0,
      totalToPay: 1_155_000,
      legends: { reteFuente: '3,5 %' },
    },
  },
  {
    // The account of a C.C. holder buying at the Gobierno prices (850.000 + 15 % = 977.500): its
    // profile comes from who it is, so it is a natural person. 977.500 × 19 % = 185.725; nothing
    // withheld: 1.163.225 to pay (the price tier used to make it a public entity: 1.110.928).
    name: 'C.C. holder at the Gobierno prices: a natural person, nothing withheld',
    source: 'E.T. art. 368 and art. 437-2 num. 1 (agents by who they are, not by price list)',
    lines: [g(977_500)],
    buyer: buyerTaxProfileOf({ legalPersonType: false, flags: NO_FLAGS, ...MEDELLIN }),
    date: '2026-03-10',
    expected: {
      subtotal: 977_500,
      iva19: 185_725,
      iva5: 0,
      excluded: 0,
      total: 1_163_225,
      reteFuente: 0,
      reteIVA: 0,
      reteICA: 0,
      totalToPay: 1_163_225,
      legends: { reteFuente: 'persona natural', reteIVA: 'persona natural' },
    },
  },
  {
    // A public entity buying at the Distribuidor prices (850.000 + 8 % = 918.000). 918.000 × 19 %
    // = 174.420. ReteFuente 918.000 × 2,5 % = 22.950 (≥ 524.000); ReteIVA 174.420 × 15 % =
    // 26.163 (art. 437-2 num. 1). Medellín: 0 ‰. 1.092.420 − 22.950 − 26.163 = 1.043.307.
    name: 'public entity at the Distribuidor prices: ReteFuente and ReteIVA',
    source: 'E.T. art. 368 and art. 437-2 num. 1; art. 437-1 (15 %); Decreto 0572 de 2025',
    lines: [g(918_000)],
    buyer: buyerTaxProfileOf({
      legalPersonType: true,
      flags: { ...NO_FLAGS, publicEntity: true },
      ...MEDELLIN,
    }),
    date: '2026-03-10',
    expected: {
      subtotal: 918_000,
      iva19: 174_420,
      iva5: 0,
      excluded: 0,
      total: 1_092_420,
      reteFuente: 22_950,
      reteIVA: 26_163,
      reteICA: 0,
      totalToPay: 1_043_307,
    },
  },
  {
    // The same 918.000 bought by a company of the Régimen Simple: it practises no withholding, so
    // the whole 1.092.420 is paid.
    name: 'company in the Régimen Simple withholds nothing',
    source: 'E.T. art. 911 par. 2 (SIMPLE taxpayers practise no withholdings but on payroll)',
    lines: [g(918_000)],
    buyer: buyer('LEGAL_PERSON', MEDELLIN, { regimenSimple: true }),
    date: '2026-03-10',
    expected: {
      subtotal: 918_000,
      iva19: 174_420,
      iva5: 0,
      excluded: 0,
      total: 1_092_420,
      reteFuente: 0,
      reteIVA: 0,
      reteICA: 0,
      totalToPay: 1_092_420,
      legends: {
        reteFuente: 'Régimen Simple',
        reteIVA: 'Régimen Simple',
        reteICA: 'Régimen Simple',
      },
    },
  },
  {
    // A natural person marked as income-tax agent who is in the Régimen Simple: art. 911 prevails,
    // 2.000.000 × 19 % = 380.000 and nothing withheld: 2.380.000.
    name: 'agent natural person in the Régimen Simple withholds nothing',
    source: 'E.T. art. 911 par. 2 over art. 368-2',
    lines: [g(2_000_000)],
    buyer: buyer('NATURAL_PERSON', MEDELLIN, { withholdingAgent: true, regimenSimple: true }),
    date: '2026-03-10',
    expected: {
      subtotal: 2_000_000,
      iva19: 380_000,
      iva5: 0,
      excluded: 0,
      total: 2_380_000,
      reteFuente: 0,
      reteIVA: 0,
      reteICA: 0,
      totalToPay: 2_380_000,
      legends: { reteFuente: 'art. 911' },
    },
  },
  {
    // A company the DIAN designated as IVA withholding agent, not a gran contribuyente: 918.000,
    // ReteFuente 22.950 and ReteIVA 26.163 as a public entity would; 1.043.307 to pay.
    name: 'company designated IVA agent by the DIAN withholds ReteIVA',
    source: 'E.T. art. 437-2 num. 2 (agents designated by DIAN resolution); art. 437-1',
    lines: [g(918_000)],
    buyer: buyer('LEGAL_PERSON', MEDELLIN, { ivaWithholdingAgent: true }),
    date: '2026-03-10',
    expected: {
      subtotal: 918_000,
      iva19: 174_420,
      iva5: 0,
      excluded: 0,
      total: 1_092_420,
      reteFuente: 22_950,
      reteIVA: 26_163,
      reteICA: 0,
      totalToPay: 1_043_307,
      legends: { reteIVA: '15 %' },
    },
  },
  {
    // A public entity is one by its nature even at the final client's prices (850.000 + 20 % =
    // 1.020.000) and in Bogotá: IVA 193.800; ReteFuente 25.500; ReteIVA 29.070; ReteICA below
    // 27 UVT (1.414.000): 0. 1.213.800 − 25.500 − 29.070 = 1.159.230.
    name: 'public entity at the final client prices in Bogotá, under the ReteICA base',
    source: 'E.T. art. 368, 437-2 num. 1; Acuerdo 65 de 2002 (27 UVT base in Bogotá)',
    lines: [g(1_020_000)],
    buyer: buyerTaxProfileOf({
      legalPersonType: true,
      flags: { ...NO_FLAGS, publicEntity: true },
      ...BOGOTA,
    }),
    date: '2026-03-10',
    expected: {
      subtotal: 1_020_000,
      iva19: 193_800,
      iva5: 0,
      excluded: 0,
      total: 1_213_800,
      reteFuente: 25_500,
      reteIVA: 29_070,
      reteICA: 0,
      totalToPay: 1_159_230,
    },
  },
  // ——— Where ICA is caused (Ley 1819 de 2016, art. 343 num. 2; docs/taxes.md) ———
  {
    // The shop's establishment is in Bogotá: its sales cause ICA there, and a public entity in
    // Medellín is no agent of Bogotá's. 1.500.000: IVA 285.000; ReteFuente 37.500; ReteIVA 42.750.
    // 1.785.000 − 80.250 = 1.704.750.
    name: 'ICA caused at the seller’s establishment: a public entity elsewhere withholds none',
    source: 'Ley 1819 de 2016, art. 343 num. 2 lit. a; E.T. arts. 368, 437-2 num. 1',
    lines: [g(1_500_000)],
    buyer: STATE,
    date: '2026-03-10',
    rules: WITH_MEDELLIN,
    expected: {
      subtotal: 1_500_000,
      iva19: 285_000,
      iva5: 0,
      excluded: 0,
      total: 1_785_000,
      reteFuente: 37_500,
      reteIVA: 42_750,
      reteICA: 0,
      totalToPay: 1_704_750,
      legends: { reteICA: 'el ICA se causa en Bogotá, D.C.' },
    },
  },
  {
    // From 2026-07-01 the accountant's rule is the buyer's municipality: Medellín's made-up
    // 7 ‰ from 4 UVT (209.000) applies: 1.500.000 × 7 ‰ = 10.500. 1.704.750 − 10.500 = 1.694.250.
    name: 'ICA by the buyer’s municipality from a dated rule: Medellín’s ReteICA applies',
    source: 'Ley 1819 de 2016, art. 343 num. 2 lit. c (destination reading)',
    lines: [g(1_500_000)],
    buyer: STATE,
    date: '2026-07-01',
    rules: BUYER_PLACE_FROM_JULY,
    expected: {
      subtotal: 1_500_000,
      iva19: 285_000,
      iva5: 0,
      excluded: 0,
      total: 1_785_000,
      reteFuente: 37_500,
      reteIVA: 42_750,
      reteICA: 10_500,
      totalToPay: 1_694_250,
      legends: { reteICA: '7 ‰ de $ 1.500.000: ICA causado en Medellín (municipio del comprador' },
    },
  },
  {
    // The day before the new place rule, the seller's establishment still decides: as above, 0.
    name: 'the ICA place rule is dated: the day before, the seller’s establishment applies',
    source: 'rules.ts ruleInForce; Ley 1819 de 2016, art. 343 num. 2 lit. a',
    lines: [g(1_500_000)],
    buyer: STATE,
    date: '2026-06-30',
    rules: BUYER_PLACE_FROM_JULY,
    expected: {
      subtotal: 1_500_000,
      iva19: 285_000,
      iva5: 0,
      excluded: 0,
      total: 1_785_000,
      reteFuente: 37_500,
      reteIVA: 42_750,
      reteICA: 0,
      totalToPay: 1_704_750,
      legends: { reteICA: 'establecimiento del vendedor' },
    },
  },
  {
    // A seller in Medellín, a Bogotá gran contribuyente, the buyer's-municipality rule: Bogotá's
    // 11,04 ‰ of 2.000.000 = 22.080 (≥ 1.414.000). IVA 380.000; ReteFuente 50.000; ReteIVA 57.000.
    // 2.380.000 − 129.080 = 2.250.920.
    name: 'ICA by the buyer’s municipality: a Bogotá gran contribuyente withholds Bogotá’s ICA',
    source: 'Ley 1819 de 2016, art. 343 num. 2 lit. c; Acuerdo 65 de 2002 (Bogotá agents)',
    lines: [g(2_000_000)],
    buyer: BOGOTA_LARGE,
    seller: MEDELLIN_SELLER,
    date: '2026-07-01',
    rules: BUYER_PLACE_FROM_JULY,
    expected: {
      subtotal: 2_000_000,
      iva19: 380_000,
      iva5: 0,
      excluded: 0,
      total: 2_380_000,
      reteFuente: 50_000,
      reteIVA: 57_000,
      reteICA: 22_080,
      totalToPay: 2_250_920,
      legends: { reteICA: '11,04 ‰ de $ 2.000.000: ICA causado en Bogotá, D.C.' },
    },
  },
  {
    // The same sale by the seller's establishment (Medellín): no Bogotá ICA. 2.380.000 − 107.000.
    name: 'ICA at a Medellín seller’s establishment: a Bogotá gran contribuyente withholds none',
    source: 'Ley 1819 de 2016, art. 343 num. 2 lit. a',
    lines: [g(2_000_000)],
    buyer: BOGOTA_LARGE,
    seller: MEDELLIN_SELLER,
    date: '2026-03-10',
    expected: {
      subtotal: 2_000_000,
      iva19: 380_000,
      iva5: 0,
      excluded: 0,
      total: 2_380_000,
      reteFuente: 50_000,
      reteIVA: 57_000,
      reteICA: 0,
      totalToPay: 2_273_000,
      legends: { reteICA: 'el ICA se causa en Medellín' },
    },
  },
  {
    // Without the establishment's municipality the shop cannot say where ICA is caused: none, and
    // the legend says what is missing. 2.380.000 − 50.000 − 57.000 = 2.273.000.
    name: 'a seller with no registered municipality: no ReteICA, and the legend says why',
    source: 'Ley 1819 de 2016, art. 343 num. 2 lit. a (the establishment must be known)',
    lines: [g(2_000_000)],
    buyer: BOGOTA_STATE,
    seller: { ...SELLER, municipalityCode: null },
    date: '2026-03-10',
    expected: {
      subtotal: 2_000_000,
      iva19: 380_000,
      iva5: 0,
      excluded: 0,
      total: 2_380_000,
      reteFuente: 50_000,
      reteIVA: 57_000,
      reteICA: 0,
      totalToPay: 2_273_000,
      legends: { reteICA: 'no ha registrado el municipio de su establecimiento' },
    },
  },
  {
    // By the buyer's municipality, a buyer whose municipality is unknown: none.
    name: 'ICA by the buyer’s municipality, the buyer’s unknown: no ReteICA',
    source: 'Ley 1819 de 2016, art. 343 num. 2 lit. c',
    lines: [g(2_000_000)],
    buyer: buyer('PUBLIC_ENTITY', NOWHERE),
    date: '2026-07-01',
    rules: BUYER_PLACE_FROM_JULY,
    expected: {
      subtotal: 2_000_000,
      iva19: 380_000,
      iva5: 0,
      excluded: 0,
      total: 2_380_000,
      reteFuente: 50_000,
      reteIVA: 57_000,
      reteICA: 0,
      totalToPay: 2_273_000,
      legends: { reteICA: 'no se conoce el municipio del comprador' },
    },
  },
  {
    // A table with no place rule for the date: no ReteICA, never a guess.
    name: 'no ICA place rule in force: no ReteICA',
    source: 'docs/taxes.md, "Where ICA is caused" (a dated rule the accountant sets)',
    lines: [g(2_000_000)],
    buyer: BOGOTA_STATE,
    date: '2026-03-10',
    rules: NO_PLACE_RULE,
    expected: {
      subtotal: 2_000_000,
      iva19: 380_000,
      iva5: 0,
      excluded: 0,
      total: 2_380_000,
      reteFuente: 50_000,
      reteIVA: 57_000,
      reteICA: 0,
      totalToPay: 2_273_000,
      legends: { reteICA: 'no hay regla vigente el 2026-03-10' },
    },
  },
  // ——— A year without its UVT (docs/taxes.md, "UVT") ———
  {
    // 2027 has no UVT: the 2026 cap, 50 × 52.374 = 2.618.700, taxes a 2.700.000 laptop at 19 %
    // (513.000), and the document prints that the 2026 UVT was used. 3.213.000.
    name: 'a laptop dated in a year without its UVT: the earlier cap, and the document says so',
    source: 'E.T. art. 424 num. 5; art. 868 (UVT of each year); docs/taxes.md',
    lines: [line('COMPUTER', 2_700_000)],
    buyer: PERSON,
    date: '2027-03-01',
    expected: {
      subtotal: 2_700_000,
      iva19: 513_000,
      iva5: 0,
      excluded: 0,
      total: 3_213_000,
      reteFuente: 0,
      reteIVA: 0,
      reteICA: 0,
      totalToPay: 3_213_000,
      rates: [0.19],
      reasons: ['supera el tope de exclusión de 50 UVT ($ 2.618.700 en 2026)'],
      notices: ['La UVT de 2027 no está registrada'],
    },
  },
  {
    // With a (made-up) 2027 UVT of 55.000 the cap is 2.750.000: the same laptop is excluded.
    name: 'the same laptop once its year’s UVT is registered: excluded, no notice',
    source: 'E.T. art. 424 num. 5 (50 UVT of the year of the sale)',
    lines: [line('COMPUTER', 2_700_000)],
    buyer: PERSON,
    date: '2027-03-01',
    rules: WITH_UVT_2027,
    expected: {
      subtotal: 2_700_000,
      iva19: 0,
      iva5: 0,
      excluded: 2_700_000,
      total: 2_700_000,
      reteFuente: 0,
      reteIVA: 0,
      reteICA: 0,
      totalToPay: 2_700_000,
      rates: [0],
      reasons: ['Excluido: computador personal de hasta 50 UVT ($ 2.750.000 en 2027)'],
    },
  },
  {
    // 2027 without UVT, a public entity: bases from 2026 (524.000). 600.000: IVA 114.000;
    // ReteFuente 15.000; ReteIVA 17.100. 714.000 − 32.100 = 681.900.
    name: 'withholding bases in a year without its UVT use the earlier one and say so',
    source: 'Decreto 0572 de 2025 (10 UVT); E.T. art. 437-1; docs/taxes.md',
    lines: [g(600_000)],
    buyer: STATE,
    date: '2027-02-01',
    expected: {
      subtotal: 600_000,
      iva19: 114_000,
      iva5: 0,
      excluded: 0,
      total: 714_000,
      reteFuente: 15_000,
      reteIVA: 17_100,
      reteICA: 0,
      totalToPay: 681_900,
      legends: { reteIVA: '15 % del IVA de $ 114.000' },
      notices: ['La UVT de 2027 no está registrada'],
    },
  },
  {
    // With the made-up 2027 UVT (55.000), 10 UVT = 550.000: 540.000 is below it, no ReteFuente
    // (with 2026's, 524.000, it would be withheld). IVA 102.600; 642.600.
    name: 'a base in UVT follows the UVT of the document’s year once registered',
    source: 'E.T. art. 868; Decreto 0572 de 2025 (10 UVT)',
    lines: [g(540_000)],
    buyer: COMPANY,
    date: '2027-02-01',
    rules: WITH_UVT_2027,
    expected: {
      subtotal: 540_000,
      iva19: 102_600,
      iva5: 0,
      excluded: 0,
      total: 642_600,
      reteFuente: 0,
      reteIVA: 0,
      reteICA: 0,
      totalToPay: 642_600,
      legends: { reteFuente: 'menor a 10 UVT ($ 550.000)' },
    },
  },
  // ——— IVA per line (DIAN Anexo Técnico 1.9; docs/taxes.md, "Rounding") ———
  {
    // 1.010 × 5 % = 50,5 → 51 on each line: 102 (one rounding on 2.020 would give 101). 2.122.
    name: 'five per cent IVA is rounded on each line too',
    source: 'E.T. art. 468-1; DIAN Anexo Técnico de factura electrónica 1.9 (IVA por línea)',
    lines: [line('REDUCED', 1_010), line('REDUCED', 1_010)],
    buyer: PERSON,
    date: '2026-03-10',
    expected: {
      subtotal: 2_020,
      iva19: 0,
      iva5: 102,
      excluded: 0,
      total: 2_122,
      reteFuente: 0,
      reteIVA: 0,
      reteICA: 0,
      totalToPay: 2_122,
    },
  },
  {
    // 1.003 × 19 % = 190,57 → 191 on each of three lines: 573 (on 3.009 it would be 572). 3.582.
    name: 'three lines of 1.003: IVA 191 each, 573',
    source: 'DIAN Anexo Técnico de factura electrónica 1.9 (IVA por línea)',
    lines: [g(1_003), g(1_003), g(1_003)],
    buyer: PERSON,
    date: '2026-03-10',
    expected: {
      subtotal: 3_009,
      iva19: 573,
      iva5: 0,
      excluded: 0,
      total: 3_582,
      reteFuente: 0,
      reteIVA: 0,
      reteICA: 0,
      totalToPay: 3_582,
    },
  },
  {
    // One line of three units is one rounding: 3.006 × 19 % = 571,14 → 571 (per unit: 570). 3.577.
    name: 'a line of three units is rounded once, not per unit',
    source: 'DIAN Anexo Técnico de factura electrónica 1.9 (IVA por línea)',
    lines: [g(1_002, 3)],
    buyer: PERSON,
    date: '2026-03-10',
    expected: {
      subtotal: 3_006,
      iva19: 571,
      iva5: 0,
      excluded: 0,
      total: 3_577,
      reteFuente: 0,
      reteIVA: 0,
      reteICA: 0,
      totalToPay: 3_577,
    },
  },
  {
    // 1.002 at 19 % → 190; 1.010 at 5 % → 51. 2.012 + 241 = 2.253.
    name: 'lines at 19 % and 5 %: each rounded, each rate summed',
    source: 'E.T. arts. 468 and 468-1; DIAN Anexo Técnico 1.9',
    lines: [g(1_002), line('REDUCED', 1_010)],
    buyer: PERSON,
    date: '2026-03-10',
    expected: {
      subtotal: 2_012,
      iva19: 190,
      iva5: 51,
      excluded: 0,
      total: 2_253,
      reteFuente: 0,
      reteIVA: 0,
      reteICA: 0,
      totalToPay: 2_253,
    },
  },
  {
    // 300.003 × 19 % = 57.000,57 → 57.001 per line: 114.002 (on 600.006: 114.001). ReteFuente
    // 600.006 × 2,5 % = 15.000,15 → 15.000; ReteIVA 15 % of 114.002 = 17.100,3 → 17.100.
    // 714.008 − 32.100 = 681.908.
    name: 'ReteIVA is taken from the summed line IVA',
    source: 'E.T. art. 437-1 (15 % del IVA facturado); DIAN Anexo Técnico 1.9',
    lines: [g(300_003), g(300_003)],
    buyer: STATE,
    date: '2026-03-10',
    expected: {
      subtotal: 600_006,
      iva19: 114_002,
      iva5: 0,
      excluded: 0,
      total: 714_008,
      reteFuente: 15_000,
      reteIVA: 17_100,
      reteICA: 0,
      totalToPay: 681_908,
      legends: { reteIVA: '15 % del IVA de $ 114.002' },
    },
  },
  // ——— ReteIVA's base: the taxed operations (DUR 1625 de 2016, art. 1.3.2.1.12) ———
  {
    // The case: 10.000 taxed + 600.000 excluded. The taxed part, 10.000, is below
    // 524.000: no ReteIVA (the whole 610.000 would withhold 285). ReteFuente is on all goods:
    // 610.000 × 2,5 % = 15.250. 611.900 − 15.250 = 596.650.
    name: 'ReteIVA’s base is the taxed part: 10.000 taxed beside 600.000 excluded',
    source: 'Decreto 1625 de 2016, art. 1.3.2.1.12 (operaciones gravadas); Decreto 0572 de 2025',
    lines: [g(10_000), line('EXCLUDED', 600_000)],
    buyer: STATE,
    date: '2026-03-10',
    expected: {
      subtotal: 610_000,
      iva19: 1_900,
      iva5: 0,
      excluded: 600_000,
      total: 611_900,
      reteFuente: 15_250,
      reteIVA: 0,
      reteICA: 0,
      totalToPay: 596_650,
      legends: { reteIVA: 'compra gravada de $ 10.000 menor a 10 UVT ($ 524.000)' },
    },
  },
  {
    // Taxed exactly at the base, 524.000, beside 100.000 excluded: IVA 99.560; ReteIVA 14.934;
    // ReteFuente 624.000 × 2,5 % = 15.600. 723.560 − 30.534 = 693.026.
    name: 'ReteIVA when the taxed part reaches the base exactly',
    source: 'Decreto 1625 de 2016, art. 1.3.2.1.12; Decreto 0572 de 2025',
    lines: [g(524_000), line('EXCLUDED', 100_000)],
    buyer: STATE,
    date: '2026-03-10',
    expected: {
      subtotal: 624_000,
      iva19: 99_560,
      iva5: 0,
      excluded: 100_000,
      total: 723_560,
      reteFuente: 15_600,
      reteIVA: 14_934,
      reteICA: 0,
      totalToPay: 693_026,
    },
  },
  {
    // Taxed 523.999 (one peso short) beside 1.000.000 excluded: no ReteIVA although the purchase
    // is 1.523.999. IVA 99.559,81 → 99.560; ReteFuente 38.099,975 → 38.100. 1.585.459.
    name: 'no ReteIVA one peso below the base, however large the excluded part',
    source: 'Decreto 1625 de 2016, art. 1.3.2.1.12; Decreto 0572 de 2025',
    lines: [g(523_999), line('EXCLUDED', 1_000_000)],
    buyer: STATE,
    date: '2026-03-10',
    expected: {
      subtotal: 1_523_999,
      iva19: 99_560,
      iva5: 0,
      excluded: 1_000_000,
      total: 1_623_559,
      reteFuente: 38_100,
      reteIVA: 0,
      reteICA: 0,
      totalToPay: 1_585_459,
    },
  },
  {
    // Goods at 5 % are taxed operations too: 600.000 × 5 % = 30.000; ReteIVA 4.500; ReteFuente
    // 15.000. 630.000 − 19.500 = 610.500.
    name: 'goods at 5 % count toward ReteIVA’s base',
    source: 'E.T. art. 468-1; Decreto 1625 de 2016, art. 1.3.2.1.12',
    lines: [line('REDUCED', 600_000)],
    buyer: STATE,
    date: '2026-03-10',
    expected: {
      subtotal: 600_000,
      iva19: 0,
      iva5: 30_000,
      excluded: 0,
      total: 630_000,
      reteFuente: 15_000,
      reteIVA: 4_500,
      reteICA: 0,
      totalToPay: 610_500,
    },
  },
  {
    // A laptop under its cap (excluded) and a 100.000 accessory: the taxed 100.000 is below the
    // base, no ReteIVA (on the whole 2.100.000 it would be 2.850). IVA 19.000; ReteFuente 52.500.
    // 2.119.000 − 52.500 = 2.066.500.
    name: 'an excluded laptop does not lift a small taxed accessory into ReteIVA',
    source: 'E.T. art. 424 num. 5; Decreto 1625 de 2016, art. 1.3.2.1.12',
    lines: [line('COMPUTER', 2_000_000), g(100_000)],
    buyer: STATE,
    date: '2026-03-10',
    expected: {
      subtotal: 2_100_000,
      iva19: 19_000,
      iva5: 0,
      excluded: 2_000_000,
      total: 2_119_000,
      reteFuente: 52_500,
      reteIVA: 0,
      reteICA: 0,
      totalToPay: 2_066_500,
    },
  },
  // ——— A public entity in every price tier (850.000 base, the demo's percentages) ———
  {
    // Integrador de soluciones, + 10 %: 935.000. IVA 177.650; ReteFuente 23.375; ReteIVA
    // 26.647,5 → 26.648. 1.112.650 − 50.023 = 1.062.627.
    name: 'public entity at the Integrador prices',
    source: 'E.T. arts. 368, 437-2 num. 1 (by its nature, whatever its price list)',
    lines: [g(935_000)],
    buyer: STATE,
    date: '2026-03-10',
    expected: {
      subtotal: 935_000,
      iva19: 177_650,
      iva5: 0,
      excluded: 0,
      total: 1_112_650,
      reteFuente: 23_375,
      reteIVA: 26_648,
      reteICA: 0,
      totalToPay: 1_062_627,
    },
  },
  {
    // Gobierno, + 15 %: 977.500. IVA 185.725; ReteFuente 24.437,5 → 24.438; ReteIVA 27.858,75 →
    // 27.859. 1.163.225 − 52.297 = 1.110.928: what a public entity owes, not a C.C. holder.
    name: 'public entity at the Gobierno prices',
    source: 'E.T. arts. 368, 437-2 num. 1',
    lines: [g(977_500)],
    buyer: STATE,
    date: '2026-03-10',
    expected: {
      subtotal: 977_500,
      iva19: 185_725,
      iva5: 0,
      excluded: 0,
      total: 1_163_225,
      reteFuente: 24_438,
      reteIVA: 27_859,
      reteICA: 0,
      totalToPay: 1_110_928,
    },
  },
  {
    // Técnico, + 12 %: 952.000. IVA 180.880; ReteFuente 23.800; ReteIVA 27.132.
    // 1.132.880 − 50.932 = 1.081.948.
    name: 'public entity at the Técnico prices',
    source: 'E.T. arts. 368, 437-2 num. 1',
    lines: [g(952_000)],
    buyer: STATE,
    date: '2026-03-10',
    expected: {
      subtotal: 952_000,
      iva19: 180_880,
      iva5: 0,
      excluded: 0,
      total: 1_132_880,
      reteFuente: 23_800,
      reteIVA: 27_132,
      reteICA: 0,
      totalToPay: 1_081_948,
    },
  },
  {
    // An autorretenedor seller spares only the income-tax withholding: a Bogotá public entity
    // still withholds ReteIVA 42.750 and ReteICA 11,04 ‰ × 1.500.000 = 16.560.
    // 1.785.000 − 59.310 = 1.725.690.
    name: 'autorretenedor seller, Bogotá public entity: ReteIVA and ReteICA still withheld',
    source: 'E.T. art. 368 par. 1 (renta only); art. 437-2 num. 1; Acuerdo 65 de 2002',
    lines: [g(1_500_000)],
    buyer: BOGOTA_STATE,
    seller: SELF_WITHHOLDING,
    date: '2026-03-10',
    expected: {
      subtotal: 1_500_000,
      iva19: 285_000,
      iva5: 0,
      excluded: 0,
      total: 1_785_000,
      reteFuente: 0,
      reteIVA: 42_750,
      reteICA: 16_560,
      totalToPay: 1_725_690,
      legends: { reteFuente: 'el vendedor es autorretenedor' },
    },
  },
];

describe('computeTaxes, from the law', () => {
  it('has at least 71 cases, each with a source', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(71);
    for (const c of CASES) expect(c.source.length).toBeGreaterThan(5);
    expect(new Set(CASES.map((c) => c.name)).size).toBe(CASES.length);
  });

  it.each(CASES)('$name ($source)', (c) => {
    const result = computeTaxes({
      lines: c.lines,
      buyer: c.buyer,
      seller: c.seller ?? SELLER,
      date: c.date,
      rules: c.rules ?? COLOMBIAN_TAX_RULES,
    });
    const e = c.expected;
    expect({
      subtotal: result.subtotal,
      iva19: result.iva19,
      iva5: result.iva5,
      excluded: result.excluded,
      totalVAT: result.totalVAT,
      total: result.total,
      reteFuente: result.reteFuente.amount,
      reteIVA: result.reteIVA.amount,
      reteICA: result.reteICA.amount,
      totalWithholdings: result.totalWithholdings,
      totalToPay: result.totalToPay,
    }).toEqual({
      subtotal: e.subtotal,
      iva19: e.iva19,
      iva5: e.iva5,
      excluded: e.excluded,
      totalVAT: e.iva19 + e.iva5,
      total: e.total,
      reteFuente: e.reteFuente,
      reteIVA: e.reteIVA,
      reteICA: e.reteICA,
      totalWithholdings: e.reteFuente + e.reteIVA + e.reteICA,
      totalToPay: e.totalToPay,
    });
    for (const kind of ['reteFuente', 'reteIVA', 'reteICA'] as const) {
      const w = result[kind];
      expect(w.applied, kind).toBe(e[kind] > 0);
      if (!w.applied) expect(w.legend, kind).toMatch(/^No aplica: /);
      expect(w.legend, kind).toMatch(/[^.]\.$/);
      const legend = e.legends?.[kind];
      // formatCop separates "$" with a no-break space; the rows are written with a plain one.
      if (legend) expect(w.legend.replaceAll('\u00a0', ' '), kind).toContain(legend);
    }
    if (e.rates) expect(result.lines.map((l) => l.ivaRate)).toEqual(e.rates);
    expect(result.notices).toHaveLength(e.notices?.length ?? 0);
    e.notices?.forEach((notice, i) =>
      expect(result.notices[i]!.replaceAll('\u00a0', ' ')).toContain(notice),
    );
    e.reasons?.forEach((reason, i) => {
      if (reason === null) expect(result.lines[i]!.reason).toBeNull();
      else expect(result.lines[i]!.reason?.replaceAll('\u00a0', ' ')).toContain(reason);
    });
  });
});

describe('computeTaxes, properties over any purchase', () => {
  const anyLine = fc.record({
    unitPrice: fc.integer({ min: 0, max: 20_000_000 }),
    quantity: fc.integer({ min: 1, max: 50 }),
    ivaClass: fc.constantFrom<IvaClass>(
      'GENERAL',
      'REDUCED',
      'EXCLUDED',
      'COMPUTER',
      'SMART_MOBILE',
    ),
  });
  const anyPurchase = fc.record({
    lines: fc.array(anyLine, { minLength: 1, maxLength: 8 }),
    date: fc.constantFrom('2025-05-31', '2025-06-01', '2026-01-01', '2026-12-31', '2027-06-30'),
    buyer: fc.constantFrom(
      PERSON,
      AGENT_PERSON,
      COMPANY,
      LARGE,
      STATE,
      BOGOTA_COMPANY,
      BOGOTA_STATE,
    ),
    seller: fc.constantFrom(SELLER, SELF_WITHHOLDING, LARGE_SELLER, NOT_IVA),
  });
  const run = (p: { lines: TaxLine[]; date: string; buyer: BuyerTaxProfile; seller: Seller }) =>
    computeTaxes({ ...p, rules: COLOMBIAN_TAX_RULES });

  it('adds up: bases to the subtotal, IVA to the total, withholdings to the total a pagar', () => {
    fc.assert(
      fc.property(anyPurchase, (p) => {
        const r = run(p);
        expect(r.base19 + r.base5 + r.excluded).toBe(r.subtotal);
        expect(r.iva19 + r.iva5).toBe(r.totalVAT);
        expect(r.subtotal + r.totalVAT).toBe(r.total);
        const withheld = r.reteFuente.amount + r.reteIVA.amount + r.reteICA.amount;
        expect(withheld).toBe(r.totalWithholdings);
        expect(r.total - withheld).toBe(r.totalToPay);
        expect(r.totalToPay).toBeGreaterThanOrEqual(0);
        expect(r.reteIVA.amount).toBeLessThanOrEqual(r.totalVAT);
      }),
      { numRuns: 500 },
    );
  });

  it('a natural person and a company differ only by the withholdings', () => {
    fc.assert(
      fc.property(anyPurchase, (p) => {
        const person = run({ ...p, buyer: PERSON });
        const company = run({ ...p, buyer: COMPANY });
        expect(person.totalWithholdings).toBe(0);
        expect(company.total).toBe(person.total);
        expect(company.lines).toEqual(person.lines);
        expect(person.totalToPay - company.totalToPay).toBe(company.totalWithholdings);
      }),
      { numRuns: 300 },
    );
  });
});
