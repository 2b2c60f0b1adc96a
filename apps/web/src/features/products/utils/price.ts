import { divideHalfUp, FRACTION_SCALE, fractionToScaled } from '@shop/shared';

/** '19 %' from 0.19 (es-CO writes a space before the sign). */
export function vatPercent(vat: number): string {
  return `${new Intl.NumberFormat('es-CO', { maximumFractionDigits: 2 }).format(vat * 100)} %`;
}

/** The unit price with VAT, in whole pesos rounded half-up, without floating-point drift. */
export function priceWithVat(pesos: number, vat: number): number {
  const scaled = BigInt(pesos) * (FRACTION_SCALE + fractionToScaled(vat));
  return Number(divideHalfUp(scaled, FRACTION_SCALE));
}
