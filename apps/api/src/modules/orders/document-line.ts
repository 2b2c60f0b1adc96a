/** One line of a quote or order as it is priced, stored and printed. */
export interface DocumentLine {
  lineNo: number;
  productId: number | null;
  model: string;
  name: string;
  sku: string;
  unitPrice: number;
  vat: number;
  quantity: number;
  lineTotal: number;
}
