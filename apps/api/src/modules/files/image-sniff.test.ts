import { describe, expect, it } from 'vitest';
import { JPEG_IMAGE, PNG_IMAGE, WEBP_IMAGE } from '../../../test/image-fixtures';
import { sniffImage } from './image-sniff';

const riff = (chunk: string) =>
  Buffer.concat([
    Buffer.from('RIFF'),
    Buffer.alloc(4),
    Buffer.from(`WEBP${chunk}`),
    Buffer.alloc(8),
  ]);

describe('sniffImage', () => {
  it('tells JPEG, PNG and WebP by their bytes', () => {
    expect(sniffImage(JPEG_IMAGE)).toBe('jpg');
    expect(sniffImage(PNG_IMAGE)).toBe('png');
    expect(sniffImage(WEBP_IMAGE)).toBe('webp');
  });

  it('takes the three WebP encodings (lossy, lossless, extended)', () => {
    expect([riff('VP8 '), riff('VP8L'), riff('VP8X')].map(sniffImage)).toEqual([
      'webp',
      'webp',
      'webp',
    ]);
  });

  it.each([
    ['nothing', Buffer.alloc(0)],
    ['a JPEG start cut short', JPEG_IMAGE.subarray(0, 3)],
    ['a JPEG start followed by text', Buffer.from('\xff\xd8\xff<script>', 'latin1')],
    ['a PNG signature without its header chunk', PNG_IMAGE.subarray(0, 16)],
    ['another RIFF file (a WAV)', Buffer.from('RIFF\0\0\0\0WAVEfmt \0\0\0\0')],
    ['a RIFF WEBP whose first chunk is not an image', riff('EXIF')],
    ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1')],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['a PDF', Buffer.from('%PDF-1.4\n')],
  ])('refuses %s', (_what, data) => {
    expect(sniffImage(data)).toBeNull();
  });
});
