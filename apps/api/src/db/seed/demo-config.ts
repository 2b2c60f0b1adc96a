/**
 * What a demo shop looks like once an administrator has configured it. Figures are illustrative
 * (reference/colombia.md): ReteFuente on purchases 2.5 %, Bogotá ReteICA 4.14 ‰, withholdings
 * from 10 UVT of 2026 (≈ $ 524.000), and a minimum order. A real deployment sets its own.
 */
export const DEMO_SHOP_CONFIG = {
  extraPercentage: {
    CLIENT_FINAL: 0.2,
    DISTRIBUTOR: 0.08,
    SOLUTION_INTEGRATOR: 0.1,
    GOVERMENT: 0.15,
    TECHNICAL: 0.12,
  },
  taxes: { retefuente: 0.025, reteica: 0.00414 },
  minimumPurchase: 200_000,
  retentionThreshold: 524_000,
  shopNit: '901234567',
  shopAddress: 'Carrera 7 # 71-21, oficina 902',
  shopCity: 'Bogotá, D.C.',
  shopPhone: '+57 601 555 0000',
  shopEmail: 'ventas@andinatelecom.co',
};
