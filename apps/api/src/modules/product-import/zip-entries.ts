import { createInflateRaw } from 'node:zlib';

/** One part of a zip as its central directory describes it. */
interface ZipPart {
  name: string;
  /** 0 stored, 8 deflated; anything else is no workbook Excel writes. */
  method: number;
  compressedSize: number;
  declaredSize: number;
  localHeader: number;
}

/** The zip's central directory, read without inflating anything; null when it is not a readable zip. */
function centralDirectory(zip: Buffer): ZipPart[] | null {
  const EOCD = 0x06054b50;
  const CENTRAL = 0x02014b50;
  // The end record is 22 bytes plus a comment of at most 65,535 bytes.
  const lowest = Math.max(0, zip.length - 22 - 0xffff);
  let end = -1;
  for (let i = zip.length - 22; i >= lowest; i--) {
    if (zip.readUInt32LE(i) === EOCD) {
      end = i;
      break;
    }
  }
  if (end < 0) return null;
  const entries = zip.readUInt16LE(end + 10);
  let offset = zip.readUInt32LE(end + 16);
  const parts: ZipPart[] = [];
  for (let n = 0; n < entries; n++) {
    if (offset + 46 > zip.length || zip.readUInt32LE(offset) !== CENTRAL) return null;
    const nameLength = zip.readUInt16LE(offset + 28);
    parts.push({
      name: zip.toString('utf8', offset + 46, offset + 46 + nameLength),
      method: zip.readUInt16LE(offset + 10),
      compressedSize: zip.readUInt32LE(offset + 20),
      declaredSize: zip.readUInt32LE(offset + 24),
      localHeader: zip.readUInt32LE(offset + 42),
    });
    offset += 46 + nameLength + zip.readUInt16LE(offset + 30) + zip.readUInt16LE(offset + 32);
  }
  return parts;
}

/**
 * The uncompressed size an .xlsx (a zip archive) claims for its parts, read from the zip's central
 * directory without inflating anything: a few kilobytes that expand to gigabytes (a zip bomb) are
 * refused before the parser sees them (ADR 010). Null when the bytes are not a readable zip.
 */
export function declaredUncompressedBytes(zip: Buffer): number | null {
  const parts = centralDirectory(zip);
  if (!parts) return null;
  // 0xFFFFFFFF: a zip64 size, far beyond anything a product sheet needs.
  if (parts.some((p) => p.declaredSize === 0xffffffff)) return Number.POSITIVE_INFINITY;
  return parts.reduce((total, p) => total + p.declaredSize, 0);
}

export type PartsVerdict = 'ok' | 'invalid' | 'sizeLies' | 'tooManyRows';

const WORKSHEET = /^xl\/worksheets\/[^/]+\.xml$/i;
// A row element, with or without a namespace prefix (x:row).
const ROW_TAG = /<(?:[A-Za-z_][\w.-]*:)?row[\s>/]/g;

/**
 * Inflates every part as a stream, keeping nothing, before the parser is given the file: a part
 * that inflates past the size its header declares (a zip bomb that lies, which the parser would
 * inflate to the end) or a worksheet with more than `maxSheetRows` row elements (a million-row
 * sheet the parser would read to the end to find its extent) is refused as soon as it is seen,
 * after at most the declared bytes or `maxSheetRows` rows. Runs on zlib's thread pool, off the
 * event loop.
 */
export async function checkInflatedParts(
  zip: Buffer,
  { maxSheetRows }: { maxSheetRows: number },
): Promise<PartsVerdict> {
  const parts = centralDirectory(zip);
  if (!parts) return 'invalid';
  for (const part of parts) {
    const verdict = await checkPart(zip, part, WORKSHEET.test(part.name) ? maxSheetRows : null);
    if (verdict !== 'ok') return verdict;
  }
  return 'ok';
}

function checkPart(zip: Buffer, part: ZipPart, maxRows: number | null): Promise<PartsVerdict> {
  const header = part.localHeader;
  if (header + 30 > zip.length || zip.readUInt32LE(header) !== 0x04034b50) {
    return Promise.resolve('invalid');
  }
  const start = header + 30 + zip.readUInt16LE(header + 26) + zip.readUInt16LE(header + 28);
  const data = zip.subarray(start, start + part.compressedSize);
  if (data.length !== part.compressedSize) return Promise.resolve('invalid');
  if (part.method === 0) {
    if (part.compressedSize !== part.declaredSize) return Promise.resolve('sizeLies');
    return Promise.resolve(
      maxRows !== null && countRows(data.toString('latin1')) > maxRows ? 'tooManyRows' : 'ok',
    );
  }
  if (part.method !== 8) return Promise.resolve('invalid');
  return new Promise((resolve) => {
    const inflate = createInflateRaw();
    let inflated = 0;
    let rows = 0;
    // A tag cut between two chunks is counted once: the chunk's last bytes are scanned again
    // with the next one, and only tags that end in the new bytes count.
    let carry = '';
    const settle = (verdict: PartsVerdict) => {
      inflate.removeAllListeners();
      inflate.on('error', () => {});
      inflate.destroy();
      resolve(verdict);
    };
    inflate.on('data', (chunk: Buffer) => {
      inflated += chunk.length;
      if (inflated > part.declaredSize) return settle('sizeLies');
      if (maxRows === null) return;
      const text = carry + chunk.toString('latin1');
      rows += countRows(text, carry.length);
      if (rows > maxRows) return settle('tooManyRows');
      carry = text.slice(-64);
    });
    inflate.on('error', () => settle('invalid'));
    inflate.on('end', () => settle(inflated === part.declaredSize ? 'ok' : 'sizeLies'));
    inflate.end(data);
  });
}

/** Row elements in `text` whose opening ends after `from`. */
function countRows(text: string, from = 0): number {
  let n = 0;
  ROW_TAG.lastIndex = 0;
  for (let m = ROW_TAG.exec(text); m; m = ROW_TAG.exec(text)) if (ROW_TAG.lastIndex > from) n++;
  return n;
}
