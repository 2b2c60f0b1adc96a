/** Text that a spreadsheet would take for a formula: = + - @, or a tab or carriage return first. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A cell starting with = + - @ (or a tab or carriage return) becomes a formula once the sheet is
 * saved as CSV or pasted elsewhere; the leading quote keeps a customer's name plain text (OWASP CSV
 * injection).
 */
export function escapeText(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** The text a cell held before escapeText, so a workbook exported and uploaded again round-trips. */
export function unescapeText(text: string): string {
  return text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
}
