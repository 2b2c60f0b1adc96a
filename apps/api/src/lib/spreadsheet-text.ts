/** Text that a spreadsheet would take for a formula: = + - @, or a tab or carriage return first. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A cell starting with = + - @ (or a tab or carriage return) would become a formula when edited,
 * saved as CSV or pasted elsewhere (OWASP CSV injection): such cells are written with the
 * quote-prefix style (xlsx-quote-prefix.ts), which keeps the text as it is.
 */
export const looksLikeFormula = (text: string): boolean => FORMULA_START.test(text);

/**
 * Exports made before the quote-prefix style wrote a leading apostrophe into such cells: read back,
 * the text is what was typed, so those files still round-trip.
 */
export function unescapeText(text: string): string {
  return text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
}
