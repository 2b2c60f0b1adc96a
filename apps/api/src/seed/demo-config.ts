import type { BankAccount } from '@shop/shared';

/**
 * What a demo shop looks like once an administrator has configured it: percentages by client type,
 * a minimum order and the shop as seller (NIT 901.234.567-7, responsable de IVA, neither
 * autorretenedor nor gran contribuyente). Withholdings are not here: they are the dated rules of
 * the tax tables (docs/taxes.md), seeded from the law. A real deployment sets its own.
 */
export const DEMO_SHOP_CONFIG = {
  extraPercentage: {
    CLIENT_FINAL: 0.2,
    DISTRIBUTOR: 0.08,
    SOLUTION_INTEGRATOR: 0.1,
    GOVERMENT: 0.15,
    TECHNICAL: 0.12,
  },
  minimumPurchase: 200_000,
  /** Stored without its check digit; formatNit prints it 901.234.567-7. */
  shopNit: '901234567',
  shopAddress: 'Carrera 7 # 71-21, oficina 902',
  shopCity: 'Bogotá, D.C.',
  /** DIVIPOLA code of Bogotá: the shop's sales cause ICA there (docs/taxes.md). */
  shopMunicipalityCode: '11001',
  shopPhone: '+57 601 555 0000',
  shopEmail: 'ventas@andinatelecom.co',
  sellerRegime: 'RESPONSABLE_IVA',
  sellerAutorretenedor: false,
  sellerGranContribuyente: false,
} as const;

/** Where a transfer order is paid: printed on its page, mail and PDF (docs/payments.md). */
export const DEMO_BANK_ACCOUNTS: BankAccount[] = [
  {
    bank: 'Bancolombia',
    accountType: 'CORRIENTE',
    number: '031-000123-45',
    holder: 'Andina Telecom S.A.S.',
    holderNit: '901234567',
  },
  {
    bank: 'Banco de Bogotá',
    accountType: 'AHORROS',
    number: '0550-0012-3456',
    holder: 'Andina Telecom S.A.S.',
    holderNit: '901234567',
  },
];
