import {
  divideHalfUp,
  fractionToScaled,
  FRACTION_SCALE,
  lineAmount,
  type PricedLine,
} from './pricing';

export interface TotalsLine extends PricedLine {
  /** VAT as a fraction: 0.19, 0.05, 0. */
  vat: number;
}

export interface TotalsRules {
  taxes: { retefuente: number; reteica: number };
  /** Withholdings apply when the subtotal reaches this many pesos. */
  retentionThreshold: number;
}

export interface Totals {
  subtotal: number;
  totalVAT: number;
  reteFuente: number;
  reteICA: number;
  total: number;
}

/**
 * The one totals function of quotes, orders, their PDFs and the cart page (DESIGN.md):
 * subtotal = Σ unit × qty; VAT = Σ unit × qty × vat; at or above the threshold
 * reteFuente = subtotal × retefuente and reteICA = subtotal × reteica; total = subtotal + VAT − both.
 * Integer arithmetic throughout; each figure is rounded half-up to whole pesos once, from the exact sum.
 */
export function computeTotals(lines: readonly TotalsLine[], rules: TotalsRules): Totals {
  let subtotal = 0n;
  let vatScaled = 0n;
  for (const line of lines) {
    const amount = lineAmount(line.unitPrice, line.quantity);
    subtotal += amount;
    vatScaled += amount * fractionToScaled(line.vat);
  }
  const totalVAT = divideHalfUp(vatScaled, FRACTION_SCALE);
  const withholds = subtotal > 0n && subtotal >= BigInt(rules.retentionThreshold);
  const withhold = (fraction: number) =>
    withholds ? divideHalfUp(subtotal * fractionToScaled(fraction), FRACTION_SCALE) : 0n;
  const reteFuente = withhold(rules.taxes.retefuente);
  const reteICA = withhold(rules.taxes.reteica);
  return {
    subtotal: Number(subtotal),
    totalVAT: Number(totalVAT),
    reteFuente: Number(reteFuente),
    reteICA: Number(reteICA),
    total: Number(subtotal + totalVAT - reteFuente - reteICA),
  };
}
