/**
 * What quotes and orders say about themselves wherever they are shown: the PDF, the customer's
 * pages and the mails. One wording, so a purchasing department reads the same on each.
 */

/**
 * A quote or an order is a commercial document, not the DIAN's factura electrónica de venta,
 * which the shop issues on its own when it bills: said on each so none is booked as one.
 */
export const NOT_AN_INVOICE = 'Este documento no es una factura de venta.';

/**
 * Why a document carries no TRM. Documents issued since the tax engine record the TRM the shop
 * knew that day, so none means the provider could not be read (and no earlier rate was stored);
 * older documents (no breakdown) were issued before the TRM was recorded at all.
 */
export function missingTrmText(doc: { taxes: unknown }): string {
  return doc.taxes === null
    ? 'TRM no registrada: documento anterior al registro de la TRM.'
    : 'TRM no disponible: no se pudo consultar la tasa del día.';
}
