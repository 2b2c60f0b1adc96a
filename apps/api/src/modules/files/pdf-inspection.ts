import { inflateSync } from 'node:zlib';

/**
 * Why a RUT upload is refused, read from its bytes. The RUT is opened by client administrators,
 * so a file that can act when opened (scripts, automatic actions, embedded files) or that is
 * something else dressed as a PDF never gets stored.
 *
 * How far it goes: names are read as a PDF reader reads them (#hh escapes decoded), the whole
 * file is scanned (also stream data, since a reader can be pointed into it), and every object
 * stream is inflated and scanned too. An object stream that cannot be read (another filter,
 * predictors, encryption, damage) is refused rather than trusted. What it does not do: follow
 * references through object streams to prove an indirect /OpenAction harmless (refused instead).
 */
export type PdfProblem = 'NOT_PDF' | 'MARKUP' | 'ACTIVE_CONTENT' | 'UNREADABLE';

const PDF_MAGIC = Buffer.from('%PDF-');
/** Markup a browser would render if it ever sniffed the file instead of trusting its type. */
const MARKUP = ['<html', '<svg', '<script', '<!doctype', '<body', '<head', '<iframe'];

const WS = '[\\0\\t\\n\\f\\r ]';
const GAP = `(?:${WS}|%[^\\r\\n]*[\\r\\n])*`;
const NAME_CHAR = '[^\\0\\t\\n\\f\\r ()<>\\[\\]{}/%]';
const REF = `(\\d+)${WS}+(\\d+)${WS}+R`;

/** Long names: a chance match inside compressed bytes is vanishingly rare, so any use refuses. */
const ACTIVE_NAME = new RegExp(
  `/(?:JavaScript|Launch|EmbeddedFiles?|FileAttachment|RichMedia|XFA|SubmitForm|ImportData|GoToE)(?!${NAME_CHAR})`,
);
/** Short keys also need the value they take, so random bytes in an image do not refuse a real RUT. */
const ACTIVE_KEY = new RegExp(`/(?:JS${GAP}(?:[(<]|${REF})|(?:AA|EF)${GAP}(?:<<|${REF}))`);
/** An /OpenAction that only says which page to show is a destination array, not an action. */
const OPEN_ACTION = new RegExp(`/OpenAction${GAP}(?:<<|${REF})`, 'g');

const OBJECT_HEADER = new RegExp(`(\\d+)${WS}+(\\d+)${WS}+obj`, 'g');
const STREAM_START = /(?<!end)stream(?:\r\n|\n|\r)/g;

const MAX_INFLATED_BYTES = 50 * 1024 * 1024;

/** Names written with #hh escapes (/J#61vaScript) as the reader sees them (/JavaScript). */
export function decodeNames(text: string): string {
  return text.replace(new RegExp(`/${NAME_CHAR}*`, 'g'), (name) =>
    name.includes('#')
      ? name.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) =>
          String.fromCharCode(parseInt(hex, 16)),
        )
      : name,
  );
}

function isDestinationObject(raw: string, num: string, gen: string): boolean {
  const definition = new RegExp(`(?<![0-9])${num}${WS}+${gen}${WS}+obj${GAP}(.)`, 'g');
  const starts = [...raw.matchAll(definition)].map((m) => m[1]);
  return starts.length > 0 && starts.every((c) => c === '[');
}

function hasActiveContent(decoded: string, raw: string): boolean {
  if (ACTIVE_NAME.test(decoded) || ACTIVE_KEY.test(decoded)) return true;
  for (const m of decoded.matchAll(OPEN_ACTION)) {
    const [, num, gen] = m;
    if (!num || !gen || !isDestinationObject(raw, num, gen)) return true;
  }
  return false;
}

/** The dictionary in front of a stream keyword: from the last object header before it. */
function dictionaryBefore(raw: string, streamAt: number): string {
  const window = raw.slice(Math.max(0, streamAt - 4096), streamAt);
  const headers = [...window.matchAll(OBJECT_HEADER)];
  const last = headers[headers.length - 1];
  return decodeNames(last ? window.slice(last.index + last[0].length) : window);
}

const isObjectStream = (dict: string) =>
  new RegExp(`/Type${GAP}/ObjStm(?!${NAME_CHAR})`).test(dict) ||
  (new RegExp(`/First(?!${NAME_CHAR})`).test(dict) && new RegExp(`/N(?!${NAME_CHAR})`).test(dict));

function filtersOf(dict: string): string[] {
  const m = new RegExp(`/Filter${GAP}(/${NAME_CHAR}+|\\[[^\\]]*\\])`).exec(dict);
  return m?.[1] ? [...m[1].matchAll(new RegExp(`/(${NAME_CHAR}+)`, 'g'))].map((n) => n[1]!) : [];
}

/** The inflated object streams of the file, or null when one cannot be read and so not checked. */
function objectStreams(raw: string, data: Buffer): string[] | null {
  const out: string[] = [];
  let budget = MAX_INFLATED_BYTES;
  for (const m of raw.matchAll(STREAM_START)) {
    const dict = dictionaryBefore(raw, m.index);
    if (!isObjectStream(dict)) continue;
    const filters = filtersOf(dict);
    if (filters.length === 0) continue; // plain text: the scan of the whole file already read it
    if (filters.length !== 1 || filters[0] !== 'FlateDecode' || /\/(?:DecodeParms|DP)\b/.test(dict))
      return null;
    const bodyStart = m.index + m[0].length;
    const end = raw.indexOf('endstream', bodyStart);
    if (end === -1) return null;
    try {
      const inflated = inflateSync(data.subarray(bodyStart, end), { maxOutputLength: budget });
      budget -= inflated.length;
      out.push(inflated.toString('latin1'));
    } catch {
      return null;
    }
  }
  return out;
}

export function inspectPdf(data: Buffer): PdfProblem | null {
  const head = data.subarray(0, 1024);
  if (head.indexOf(PDF_MAGIC) === -1) return 'NOT_PDF';
  if (!data.subarray(Math.max(0, data.length - 2048)).includes('%%EOF')) return 'NOT_PDF';
  const headText = head.toString('latin1').toLowerCase();
  if (MARKUP.some((tag) => headText.includes(tag))) return 'MARKUP';

  const raw = data.toString('latin1');
  if (hasActiveContent(decodeNames(raw), raw)) return 'ACTIVE_CONTENT';
  const streams = objectStreams(raw, data);
  if (streams === null) return 'UNREADABLE';
  return streams.some((s) => hasActiveContent(decodeNames(s), raw)) ? 'ACTIVE_CONTENT' : null;
}
