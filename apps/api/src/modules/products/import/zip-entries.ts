/**
 * The uncompressed size an .xlsx (a zip archive) claims for its parts, read from the zip's central
 * directory without inflating anything: a few kilobytes that expand to gigabytes (a zip bomb) are
 * refused before the parser sees them (ADR 010). Null when the bytes are not a readable zip.
 */
export function declaredUncompressedBytes(zip: Buffer): number | null {
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
  let total = 0;
  for (let n = 0; n < entries; n++) {
    if (offset + 46 > zip.length || zip.readUInt32LE(offset) !== CENTRAL) return null;
    const size = zip.readUInt32LE(offset + 24);
    // 0xFFFFFFFF: a zip64 size, far beyond anything a product sheet needs.
    if (size === 0xffffffff) return Number.POSITIVE_INFINITY;
    total += size;
    offset +=
      46 +
      zip.readUInt16LE(offset + 28) +
      zip.readUInt16LE(offset + 30) +
      zip.readUInt16LE(offset + 32);
  }
  return total;
}
