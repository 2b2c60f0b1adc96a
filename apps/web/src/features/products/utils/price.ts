import { divideHalfUp, FRACTION_SCALE, fractionToScaled } from '@shop/shared';

/** The unit price with VAT, in whole pesos rounded half-up, without floating-point drift. */
export function priceWithVat(pesos: number, vat: number): number {
  const scaled = BigInt(pesos) * (FRACTION_SCALE + fractionToScaled(vat));
  return Number(divideHalfUp(scaled, FRACTION_SCALE));
}
