import { describe, expect, it } from 'vitest';
import { JPEG_IMAGE, PNG_IMAGE, WEBP_IMAGE } from '../../../test/image-fixtures';
import { sniffImage } from './image-sniff';

const riff = (chunk: string, payload: number[]) =>
  Buffer.concat([
    Buffer.from('RIFF'),
    Buffer.alloc(4),
    Buffer.from(`WEBP${chunk}`),
    Buffer.alloc(4),
    Buffer.from(payload),
    Buffer.alloc(8),
  ]);

describe('sniffImage', () => {
  it('tells JPEG, PNG and WebP by their bytes, with the size their header declares', () => {
    expect(sniffImage(JPEG_IMAGE)).toEqual({ kind: 'jpg', width: 4, height: 4 });
    expect(sniffImage(PNG_IMAGE)).toEqual({ kind: 'png', width: 4, height: 4 });
    expect(sniffImage(WEBP_IMAGE)).toEqual({ kind: 'webp', width: 1, height: 1 });
  });

  it('reads the size of the three WebP encodings (lossy, lossless, extended)', () => {
    // VP8: frame tag, start code 9D 01 2A, 14-bit width and height (640 × 480).
    const lossy = riff('VP8 ', [0, 0, 0, 0x9d, 0x01, 0x2a, 0x80, 0x02, 0xe0, 0x01]);
    // VP8L: signature 2F, then width-1 and height-1 in 14 bits each (300 × 200).
    const bits = 299 | (199 << 14);
    const lossless = riff('VP8L', [0x2f, bits & 0xff, (bits >> 8) & 0xff, (bits >> 16) & 0xff, 0]);
    // VP8X: flags and reserved bytes, then canvas width-1 and height-1 in 24 bits (20000 × 10).
    const extended = riff('VP8X', [0, 0, 0, 0, 0x1f, 0x4e, 0, 9, 0, 0]);
    expect([lossy, lossless, extended].map(sniffImage)).toEqual([
      { kind: 'webp', width: 640, height: 480 },
      { kind: 'webp', width: 300, height: 200 },
      { kind: 'webp', width: 20000, height: 10 },
    ]);
  });

  it.each([
    ['nothing', Buffer.alloc(0)],
    ['a JPEG start cut short', JPEG_IMAGE.subarray(0, 3)],
    ['a JPEG cut before its frame header', JPEG_IMAGE.subarray(0, 40)],
    ['a JPEG start followed by text', Buffer.from('\xff\xd8\xff<script>', 'latin1')],
    ['a PNG signature without its header chunk', PNG_IMAGE.subarray(0, 16)],
    ['another RIFF file (a WAV)', Buffer.from('RIFF\0\0\0\0WAVEfmt \0\0\0\0')],
    ['a RIFF WEBP whose first chunk is not an image', riff('EXIF', [0, 0, 0, 0, 0, 0, 0, 0])],
    ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1')],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['a PDF', Buffer.from('%PDF-1.4\n')],
  ])('refuses %s', (_what, data) => {
    expect(sniffImage(data)).toBeNull();
  });
});
