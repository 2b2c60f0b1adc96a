/** The image formats a product picture may have, by what its bytes say. */
export type ImageKind = 'jpg' | 'png' | 'webp';

export interface SniffedImage {
  kind: ImageKind;
  /** Pixels, as the file's header declares them. */
  width: number;
  height: number;
}

export const IMAGE_CONTENT_TYPES: Record<ImageKind, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const ascii = (data: Buffer, from: number, to: number) => data.toString('latin1', from, to);

/** JPEG start-of-frame markers (baseline, progressive, lossless, arithmetic): they carry the size. */
const JPEG_FRAMES = new Set([
  0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf,
]);

/** Walks the marker segments up to the first frame header; null when the structure breaks first. */
function jpegSize(data: Buffer): { width: number; height: number } | null {
  let at = 2;
  while (at + 4 <= data.length) {
    if (data[at] !== 0xff) return null;
    const marker = data[at + 1]!;
    if (marker === 0xff) {
      at++; // fill byte
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2; // markers without a segment
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end, or image data before any frame
    const length = data.readUInt16BE(at + 2);
    if (length < 2) return null;
    if (JPEG_FRAMES.has(marker)) {
      if (at + 9 > data.length) return null;
      return { height: data.readUInt16BE(at + 5), width: data.readUInt16BE(at + 7) };
    }
    at += 2 + length;
  }
  return null;
}

function webpSize(data: Buffer): { width: number; height: number } | null {
  const chunk = ascii(data, 12, 16);
  if (chunk === 'VP8X' && data.length >= 30) {
    return { width: data.readUIntLE(24, 3) + 1, height: data.readUIntLE(27, 3) + 1 };
  }
  if (chunk === 'VP8L' && data.length >= 25 && data[20] === 0x2f) {
    const bits = data.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8 ' && data.length >= 30 && data.readUIntBE(23, 3) === 0x9d012a) {
    return { width: data.readUInt16LE(26) & 0x3fff, height: data.readUInt16LE(28) & 0x3fff };
  }
  return null;
}

/**
 * What kind of image `data` is and the size its header declares, judged by the bytes only (never
 * by the file name or the Content-Type the browser sent), or null when it is none of JPEG, PNG and
 * WebP or its header cannot be read:
 * - JPEG: SOI (FF D8), then marker segments up to a start-of-frame header;
 * - PNG: the 8-byte signature followed by the IHDR chunk of 13 bytes;
 * - WebP: a RIFF container of type WEBP whose first chunk is VP8, VP8L or VP8X.
 * SVG (script-capable XML), HTML, PDF and everything else answer null.
 */
export function sniffImage(data: Buffer): SniffedImage | null {
  if (data.length >= 4 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) {
    const size = jpegSize(data);
    return size && { kind: 'jpg', ...size };
  }
  if (
    data.length >= 24 &&
    data.subarray(0, 8).equals(PNG_SIGNATURE) &&
    data.readUInt32BE(8) === 13 &&
    ascii(data, 12, 16) === 'IHDR'
  ) {
    return { kind: 'png', width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
  }
  if (data.length >= 16 && ascii(data, 0, 4) === 'RIFF' && ascii(data, 8, 12) === 'WEBP') {
    const size = webpSize(data);
    return size && { kind: 'webp', ...size };
  }
  return null;
}
