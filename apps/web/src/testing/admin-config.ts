import {
  BOGOTA_CODE,
  COLOMBIAN_TAX_RULES,
  DEFAULT_PUBLIC_CONFIG,
  type AdminConfig,
  type TaxRulesView,
} from '@shop/shared';

/** The settings as GET /api/config answers ADMIN_CONFIG: a password stored, never shown. */
export const STORED: AdminConfig = {
  ...DEFAULT_PUBLIC_CONFIG,
  taxes: { retefuente: 0.025, reteica: 0.00414 },
  extraPercentage: { ...DEFAULT_PUBLIC_CONFIG.extraPercentage, DISTRIBUTOR: 0.08 },
  minimumPurchase: 200000,
  retentionThreshold: 524000,
  smtp: {
    host: 'smtp.tienda.co',
    port: 587,
    user: 'ventas',
    secure: false,
    from: '',
    hasPassword: true,
  },
  notificationEmail: 'avisos@tienda.co',
  quoteValidityDays: 30,
  seller: {
    name: 'Tienda',
    nit: '900544472',
    regime: 'RESPONSABLE_IVA',
    autorretenedor: false,
    granContribuyente: false,
    address: 'Calle 80 # 11-42',
    city: 'Bogotá, D.C.',
    municipalityCode: '11001',
    phone: '601 555 0101',
    email: 'facturacion@tienda.co',
  },
  bankAccounts: [],
  wompi: {
    environment: 'sandbox',
    hasPublicKey: false,
    hasPrivateKey: false,
    hasIntegritySecret: false,
    hasEventsSecret: false,
    ready: false,
    eventsUrl: 'http://localhost:3000/api/payments/wompi/events',
  },
  onlinePaymentHours: 24,
  updatedAt: '2026-11-24T10:00:00.000Z',
};

/** GET /api/tax-rules as the seed stores it: the law's table, with the municipalities' names. */
export const TAX_RULES_VIEW: TaxRulesView = {
  ...COLOMBIAN_TAX_RULES,
  reteIca: COLOMBIAN_TAX_RULES.reteIca.map((rule) => ({
    ...rule,
    municipalityName: rule.municipalityCode === BOGOTA_CODE ? 'BOGOTÁ, D.C.' : null,
  })),
  warnings: [],
  updatedAt: '2026-11-20T10:00:00.000Z',
};
