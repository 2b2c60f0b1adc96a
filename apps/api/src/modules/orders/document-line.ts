import type { IvaClass } from '@shop/shared';

/** One line of a quote or order as it is priced, stored and printed. */
export interface DocumentLine {
  lineNo: number;
  productId: number | null;
  model: string;
  name: string;
  sku: string;
  unitPrice: number;
  /** The IVA rate the tax engine applied to the line (0 for an excluded one). */
  vat: number;
  /** The product's IVA class when the document was made. */
  ivaClass: IvaClass;
  quantity: number;
  lineTotal: number;
}
