/** The image formats a product picture may have, by what its bytes say. */
export type ImageKind = 'jpg' | 'png' | 'webp';

export const IMAGE_CONTENT_TYPES: Record<ImageKind, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const ascii = (data: Buffer, from: number, to: number) => data.toString('latin1', from, to);

/**
 * What kind of image `data` is, judged by its first bytes only (never by the file name or the
 * Content-Type the browser sent), or null when it is none of JPEG, PNG and WebP. Beyond the
 * magic number each format's first structure is checked, so a text file that merely starts with
 * the right few characters is not taken for an image:
 * - JPEG: SOI (FF D8) followed by a marker segment (FF xx);
 * - PNG: the 8-byte signature followed by the IHDR chunk of 13 bytes;
 * - WebP: a RIFF container of type WEBP whose first chunk is VP8, VP8L or VP8X.
 * SVG (script-capable XML), HTML, PDF and everything else answer null.
 */
export function sniffImage(data: Buffer): ImageKind | null {
  if (data.length >= 4 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) {
    const marker = data[3]!;
    return marker >= 0xc0 && marker !== 0xff ? 'jpg' : null;
  }
  if (
    data.length >= 24 &&
    data.subarray(0, 8).equals(PNG_SIGNATURE) &&
    data.readUInt32BE(8) === 13 &&
    ascii(data, 12, 16) === 'IHDR'
  ) {
    return 'png';
  }
  if (
    data.length >= 16 &&
    ascii(data, 0, 4) === 'RIFF' &&
    ascii(data, 8, 12) === 'WEBP' &&
    /^VP8[ LX]$/.test(ascii(data, 12, 16))
  ) {
    return 'webp';
  }
  return null;
}
