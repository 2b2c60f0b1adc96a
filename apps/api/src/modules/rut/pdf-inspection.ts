import { inflateSync } from 'node:zlib';

/**
 * Why a RUT upload is refused, read from its bytes. The RUT is opened by client administrators,
 * so a file that can act when opened (scripts, automatic actions, embedded files) or that is
 * something else dressed as a PDF never gets stored.
 *
 * How far it goes: names are read as a reader reads them (#hh escapes decoded); the whole file is
 * scanned, stream data, strings and comments included, because a reader can be pointed anywhere
 * by the cross-reference table; every object stream is inflated and scanned too. An object stream
 * that cannot be read (another filter, predictors, encryption, damage) is refused rather than
 * trusted. Markup is looked for everywhere but in stream data (see hasMarkup). Every pattern runs
 * in time linear in the file: the endpoint is open to anonymous callers.
 */
export type PdfProblem = 'NOT_PDF' | 'MARKUP' | 'ACTIVE_CONTENT' | 'UNREADABLE';

const PDF_MAGIC = Buffer.from('%PDF-');
/** Markup a browser would render if it ever sniffed the file instead of trusting its type. */
const MARKUP = ['<html', '<svg', '<script', '<!doctype', '<body', '<head', '<iframe'];

const WS = '[\\0\\t\\n\\f\\r ]';
/** How much of a value is read to judge it: a page destination or a go-to action is short. */
const VALUE_LOOK = 320;
const NAME_CHAR = '[^\\0\\t\\n\\f\\r ()<>\\[\\]{}/%]';
const END_OF_NAME = `(?!${NAME_CHAR})`;

/**
 * Names that only active content uses. They are long enough that compressed bytes never spell one
 * by chance, so any occurrence refuses. (/JS needs no rule of its own: a script runs only from an
 * action whose type is /JavaScript.)
 */
const ACTIVE_NAME = new RegExp(
  `/(?:JavaScript|Launch|EmbeddedFiles?|FileAttachment|RichMedia|XFA|SubmitForm|ImportData|GoToE)${END_OF_NAME}`,
);
/**
 * Additional actions and embedded-file entries are short names, so they also need the value they
 * take (a dictionary or a reference); a comment in that place is refused too, since a real writer
 * never puts one there and it could hide the value from this check.
 */
const ACTIVE_KEY = new RegExp(`/(?:AA|EF)${WS}*(?:<<|\\d|%)`);
/** What the document does when opened: a reference, or (looked at, not consumed) the value itself. */
const OPEN_ACTION = new RegExp(
  `/OpenAction${WS}*(?:(\\d+)${WS}+(\\d+)${WS}+R|(?=([\\s\\S]{0,${VALUE_LOOK}})))`,
  'g',
);
const OBJECT_START = new RegExp(`(?<![0-9])(\\d+)${WS}+(\\d+)${WS}+obj${WS}*`, 'g');
const GOTO = new RegExp(`/S${WS}*/GoTo${END_OF_NAME}`);
/** A page (by reference or, in a remote document, by number), a fit type and only its numbers. */
const PAGE_DESTINATION = new RegExp(
  `^\\[${WS}*\\d+(?:${WS}+\\d+${WS}+R)?${WS}*/(?:XYZ|Fit|FitH|FitV|FitR|FitB|FitBH|FitBV)${END_OF_NAME}(?:${WS}|[-+.0-9]|null)*\\]`,
);
/** The keyword that opens a stream's data, right after its dictionary. */
const STREAM_START = new RegExp(`>>${WS}*stream(?:\\r\\n|\\n|\\r)`, 'g');
const HEADER_OR_STREAM = new RegExp(
  `(?<![0-9])\\d+${WS}+\\d+${WS}+obj|(?<!end)stream(?:\\r\\n|\\n|\\r)`,
  'g',
);

const MAX_OBJECT_STREAMS = 2000;
const MAX_DEFINITIONS = 16;
const MAX_INFLATED_BYTES = 20 * 1024 * 1024;

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

/**
 * What may run when the document opens: a page destination, or a go-to action with one (what
 * pdfTeX and office suites write). Anything else, or a chained /Next action, is refused.
 */
function isHarmlessOpenTarget(value: string): boolean {
  const text = decodeNames(value).trimStart();
  if (text.startsWith('[')) return PAGE_DESTINATION.test(text);
  const dict = /^<<((?:(?!<<|>>)[\s\S])*)>>/.exec(text)?.[1];
  return dict !== undefined && GOTO.test(dict) && !dict.includes('/Next');
}

/**
 * Whether markup appears anywhere outside stream data: the first kilobyte whatever it holds (what a
 * sniffing browser reads), then the dictionaries, strings and comments of the whole file. Stream
 * data is left out because compressed bytes spell anything by chance; data without an endstream
 * is not a stream and is looked at.
 */
function hasMarkup(raw: string): boolean {
  const has = (text: string) => {
    const lower = text.toLowerCase();
    return MARKUP.some((tag) => lower.includes(tag));
  };
  if (has(raw.slice(0, 1024))) return true;
  let from = 0;
  for (const m of raw.matchAll(STREAM_START)) {
    if (m.index < from) continue;
    const bodyStart = m.index + m[0].length;
    const end = raw.indexOf('endstream', bodyStart);
    if (end === -1) break;
    if (has(raw.slice(from, bodyStart))) return true;
    from = end;
  }
  return has(raw.slice(from));
}

/** Where each object ("12 0") is defined; a few definitions each (incremental updates add some). */
class ObjectDefinitions {
  private readonly places = new Map<string, { source: string; at: number }[]>();
  private readonly judged = new Map<string, boolean>();

  add(key: string, source: string, at: number) {
    const list = this.places.get(key) ?? [];
    if (list.length <= MAX_DEFINITIONS) list.push({ source, at });
    this.places.set(key, list);
  }

  /** Judged on first use only: a file can define far more objects than it opens with. */
  isHarmlessOpenTarget(key: string): boolean {
    let verdict = this.judged.get(key);
    if (verdict === undefined) {
      const list = this.places.get(key) ?? [];
      verdict =
        list.length > 0 &&
        list.length <= MAX_DEFINITIONS &&
        list.every(({ source, at }) => isHarmlessOpenTarget(source.slice(at, at + VALUE_LOOK)));
      this.judged.set(key, verdict);
    }
    return verdict;
  }
}

function hasActiveContent(decoded: string, objects: ObjectDefinitions): boolean {
  if (ACTIVE_NAME.test(decoded) || ACTIVE_KEY.test(decoded)) return true;
  for (const m of decoded.matchAll(OPEN_ACTION)) {
    const [, num, gen, value] = m;
    const harmless = num
      ? objects.isHarmlessOpenTarget(`${Number(num)} ${Number(gen)}`)
      : isHarmlessOpenTarget(value ?? '');
    if (!harmless) return true;
  }
  return false;
}

interface ObjectStream {
  body: Buffer;
  /** The dictionary as the reader sees it (names decoded). */
  dict: string;
}

/**
 * Each stream that a reader could take for an object stream, with the dictionary in front of it;
 * null when there are more than any real document has.
 */
function findObjectStreams(raw: string, data: Buffer): ObjectStream[] | null {
  const ends = [...raw.matchAll(/endstream/g)].map((m) => m.index);
  let nextEnd = 0;
  const found: ObjectStream[] = [];
  let dictStart = -1;
  for (const m of raw.matchAll(HEADER_OR_STREAM)) {
    if (m[0].endsWith('obj')) {
      dictStart = m.index + m[0].length;
      continue;
    }
    // Only the first stream keyword after a header opens that object's stream.
    if (dictStart === -1) continue;
    const dict = decodeNames(raw.slice(dictStart, m.index));
    dictStart = -1;
    const isObjStm =
      new RegExp(`/Type${WS}*/ObjStm${END_OF_NAME}`).test(dict) ||
      (new RegExp(`/First${END_OF_NAME}`).test(dict) && new RegExp(`/N${END_OF_NAME}`).test(dict));
    if (!isObjStm) continue;
    if (found.length === MAX_OBJECT_STREAMS) return null;
    const bodyStart = m.index + m[0].length;
    while (nextEnd < ends.length && ends[nextEnd]! < bodyStart) nextEnd++;
    found.push({ body: data.subarray(bodyStart, ends[nextEnd] ?? data.length), dict });
  }
  return found;
}

/** The filter names of a stream dictionary; null when a reader might see others (a reference, two keys). */
function filtersOf(dict: string): string[] | null {
  const keys = dict.match(new RegExp(`/Filter${END_OF_NAME}`, 'g'))?.length ?? 0;
  if (keys === 0) return [];
  if (keys > 1) return null;
  const value = new RegExp(`/Filter${WS}*(/${NAME_CHAR}+|\\[[^\\]]*\\])`).exec(dict)?.[1];
  if (!value) return null;
  return [...value.matchAll(new RegExp(`/(${NAME_CHAR}+)`, 'g'))].map((n) => n[1]!);
}

/** The text of an object stream, or null when it cannot be read (and so cannot be checked). */
function inflateObjectStream(stream: ObjectStream, budget: number): string | null {
  const filters = filtersOf(stream.dict);
  if (filters === null) return null;
  if (filters.length === 0) return stream.body.toString('latin1');
  const onlyFlate = filters.length === 1 && filters[0] === 'FlateDecode';
  if (!onlyFlate || budget < 1 || new RegExp(`/(?:DecodeParms|DP)${END_OF_NAME}`).test(stream.dict))
    return null;
  try {
    return inflateSync(stream.body, { maxOutputLength: budget }).toString('latin1');
  } catch {
    return null;
  }
}

/** Records the objects an object stream holds: its header lists "number offset" pairs. */
function noteCompressedObjects(text: string, dict: string, objects: ObjectDefinitions) {
  const first = Number(new RegExp(`/First${WS}*(\\d+)`).exec(dict)?.[1] ?? NaN);
  if (!Number.isSafeInteger(first)) return;
  const numbers = text.slice(0, first).trim().split(/\s+/).map(Number);
  for (let i = 0; i + 1 < numbers.length; i += 2) {
    objects.add(`${numbers[i]} 0`, text, first + (numbers[i + 1] ?? 0));
  }
}

export function inspectPdf(data: Buffer): PdfProblem | null {
  if (data.subarray(0, 1024).indexOf(PDF_MAGIC) === -1) return 'NOT_PDF';
  if (!data.subarray(Math.max(0, data.length - 2048)).includes('%%EOF')) return 'NOT_PDF';
  const raw = data.toString('latin1');
  if (hasMarkup(raw)) return 'MARKUP';
  const objects = new ObjectDefinitions();
  for (const m of raw.matchAll(OBJECT_START)) {
    objects.add(`${Number(m[1])} ${Number(m[2])}`, raw, m.index + m[0].length);
  }

  const streams = findObjectStreams(raw, data);
  if (streams === null) return 'UNREADABLE';
  const texts: string[] = [];
  let budget = MAX_INFLATED_BYTES;
  for (const stream of streams) {
    const text = inflateObjectStream(stream, budget);
    if (text === null) return 'UNREADABLE';
    budget -= text.length;
    noteCompressedObjects(text, stream.dict, objects);
    texts.push(decodeNames(text));
  }
  const active = [decodeNames(raw), ...texts].some((t) => hasActiveContent(t, objects));
  return active ? 'ACTIVE_CONTENT' : null;
}
