import { z } from 'zod';

/**
 * How a product is taxed with IVA (docs/taxes.md). COMPUTER and SMART_MOBILE are the goods of
 * art. 424 num. 5 E.T.: excluded while the unit price before IVA is within their cap in UVT
 * (50 and 22), taxed at the general rate above it.
 */
export const IVA_CLASSES = ['GENERAL', 'REDUCED', 'EXCLUDED', 'COMPUTER', 'SMART_MOBILE'] as const;
export type IvaClass = (typeof IVA_CLASSES)[number];

export const IvaClassSchema = z.enum(IVA_CLASSES, {
  error: 'Seleccione la clase de IVA: 19 %, 5 %, excluido, computador personal o celular/tableta.',
});

export const IVA_CLASS_LABELS: Record<IvaClass, string> = {
  GENERAL: 'IVA 19 %',
  REDUCED: 'IVA 5 %',
  EXCLUDED: 'Excluido de IVA',
  COMPUTER: 'Computador personal (excluido hasta 50 UVT)',
  SMART_MOBILE: 'Celular inteligente o tableta (excluido hasta 22 UVT)',
};

/** IVA rates of the Estatuto Tributario: general (art. 468) and reduced (art. 468-1). */
export const IVA_GENERAL_RATE = 0.19;
export const IVA_REDUCED_RATE = 0.05;

/**
 * The rate a product of the class carries when no exclusion applies: what `product.vat` (the
 * spec's field) holds. A capped good above its cap pays the general rate.
 */
export function nominalVatOf(ivaClass: IvaClass): number {
  if (ivaClass === 'REDUCED') return IVA_REDUCED_RATE;
  if (ivaClass === 'EXCLUDED') return 0;
  return IVA_GENERAL_RATE;
}

/**
 * The class a bare VAT fraction means (spec clients and the Excel sheet send 0.19, 0.05 or 0), or
 * null for a rate Colombian law does not have. A capped good is only ever chosen explicitly.
 */
export function ivaClassOfVat(vat: number): IvaClass | null {
  if (vat === IVA_GENERAL_RATE) return 'GENERAL';
  if (vat === IVA_REDUCED_RATE) return 'REDUCED';
  if (vat === 0) return 'EXCLUDED';
  return null;
}
