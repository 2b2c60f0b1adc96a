import type { CommercialDocument } from './commercial-document';

const longDate = new Intl.DateTimeFormat('es-CO', {
  dateStyle: 'long',
  timeZone: 'America/Bogota',
});
const decimal = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 2 });

/** '21 de noviembre de 2026', the calendar day in Bogotá whatever the server's zone. */
export function formatLongDate(date: Date): string {
  return longDate.format(date);
}

/** 0.19 → '19 %' (Spanish puts a non-breaking space before the percent sign). */
export function formatVatRate(fraction: number): string {
  return `${decimal.format(fraction * 100)}\u00a0%`;
}

/** 1018464851 → '1.018.464.851', the way a cédula is written. */
export function groupDigits(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/** 'Cotización COT-2026-00001' / 'Orden ORD-2026-00001': the PDF title and the running header. */
export function documentName(doc: Pick<CommercialDocument, 'kind' | 'customId'>): string {
  return `${doc.kind === 'quote' ? 'Cotización' : 'Orden'} ${doc.customId}`;
}

// The built-in PDF fonts only know Windows-1252 (WinAnsi): Latin-1 plus these. Anything else
// would print as a wrong glyph, so it is mapped to a close equivalent or to '?'.
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const SUBSTITUTES: Record<string, string> = {
  '\u2212': '–', // minus sign → en dash
  '\u2010': '-',
  '\u2011': '-',
  '\u2009': ' ',
  '\u202f': '\u00a0', // Intl uses a narrow no-break space in some formats
  '≤': '<=',
  '≥': '>=',
};

/** Text the standard fonts can print: composed accents (NFC), WinAnsi characters only. */
export function toWinAnsi(text: string): string {
  let out = '';
  for (const char of text.normalize('NFC')) {
    const code = char.codePointAt(0)!;
    const printable =
      char === '\n' || (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff);
    out += printable || WIN_ANSI_EXTRAS.has(char) ? char : (SUBSTITUTES[char] ?? '?');
  }
  return out;
}

/** A copy of the document with every string made printable by toWinAnsi(). */
export function printableDocument(doc: CommercialDocument): CommercialDocument {
  return mapStrings(doc);
}

function mapStrings<T>(value: T): T {
  if (typeof value === 'string') return toWinAnsi(value) as T;
  if (Array.isArray(value)) return value.map(mapStrings) as T;
  if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.entries(value).map(([key, entry]) => [key, mapStrings(entry)]),
    ) as T;
  }
  return value;
}
