// Zod-free: the cart page reads what a buyer pasted before any schema has loaded.

/** One line of a quick order as the buyer wrote it: a product code and how many. */
export interface QuickOrderLine {
  sku: string;
  quantity: number;
}

/** A line that is neither blank nor 'code quantity', with its number (from 1) for the report. */
export interface MalformedQuickOrderLine {
  line: number;
  text: string;
}

/** At most this many lines per quick order: a purchasing list, not a catalogue import. */
export const MAX_QUICK_ORDER_LINES = 200;
export const TOO_MANY_QUICK_ORDER_LINES = `Un pedido rápido tiene como máximo ${MAX_QUICK_ORDER_LINES} líneas.`;

// A code, then a whole quantity, apart by spaces, a tab (a pasted spreadsheet), a comma or a
// semicolon (a CSV as Excel writes it in Spanish); the quantity may carry dots of thousands.
const LINE = /^\s*"?([^\s,;"]+)"?\s*[\s,;]\s*"?(\d{1,3}(?:\.\d{3})+|\d+)"?\s*[,;]?\s*$/;
// The first line of a sheet may name its columns ('SKU;Cantidad', 'código cantidad').
const HEADER = /^\s*"?(sku|c[oó]digo|referencia)"?\s*[\s,;]\s*"?cantidad"?\s*$/i;

/**
 * The lines of a pasted list or a CSV file: 'SKU cantidad' per line. Blank lines and a header are
 * skipped; anything else that is not a code and a quantity is returned as malformed, so the buyer
 * sees which line to fix instead of a silent gap.
 */
export function parseQuickOrderText(text: string): {
  lines: QuickOrderLine[];
  malformed: MalformedQuickOrderLine[];
} {
  const lines: QuickOrderLine[] = [];
  const malformed: MalformedQuickOrderLine[] = [];
  text.split(/\r\n|\r|\n/).forEach((raw, index) => {
    if (!raw.trim() || (index === 0 && HEADER.test(raw))) return;
    const match = LINE.exec(raw);
    if (!match) {
      malformed.push({ line: index + 1, text: raw.trim() });
      return;
    }
    lines.push({ sku: match[1]!, quantity: Number(match[2]!.replace(/\./g, '')) });
  });
  return { lines, malformed };
}
