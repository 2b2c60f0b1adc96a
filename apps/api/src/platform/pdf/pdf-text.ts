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

/** 0.19 → '19 %', 0.025 → '2,5 %' (Spanish puts a non-breaking space before the sign). */
export function formatPercent(fraction: number): string {
  // Rates are stored with at most five decimals: rounding drops the float noise of × 100.
  return `${decimal.format(Math.round(fraction * 1e5) / 1e3)}\u00a0%`;
}

/**
 * What a document calls the part without IVA: 'Excluido' (art. 424 E.T.), or 'Sin IVA' when the
 * seller was not responsable de IVA when it issued it, since then nothing is excluded, just untaxed.
 */
export function zeroRateLabel(doc: Pick<CommercialDocument, 'taxes'>): string {
  return doc.taxes?.seller.regime === 'NO_RESPONSABLE_IVA' ? 'Sin IVA' : 'Excluido';
}

/** A line's applied IVA rate as its column prints it: '19 %', '5 %', 'Excluido'. */
export function formatVatRate(fraction: number, zeroLabel = 'Excluido'): string {
  return fraction === 0 ? zeroLabel : formatPercent(fraction);
}

/** 0.01104 → '11,04 ‰', the way municipalities publish ReteICA rates. */
export function formatPerMil(fraction: number): string {
  return `${decimal.format(Math.round(fraction * 1e5) / 1e2)}\u00a0‰`;
}

const MONTHS = 'ene. feb. mar. abr. may. jun. jul. ago. sep. oct. nov. dic.'.split(' ');

/** '2026-11-24' → '24 nov. 2026': a calendar day already in Bogotá, printed short. */
export function formatShortDay(isoDay: string): string {
  const [year, month, day] = isoDay.split('-').map(Number);
  return `${day} ${MONTHS[month! - 1]} ${year}`;
}

const trmFormat = new Intl.NumberFormat('es-CO', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** 'TRM del 24 nov. 2026: $ 3.912,45 por dólar'. */
export function trmLine(trm: { value: number; date: string }): string {
  return `TRM del ${formatShortDay(trm.date)}: $\u00a0${trmFormat.format(trm.value)} por dólar`;
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
