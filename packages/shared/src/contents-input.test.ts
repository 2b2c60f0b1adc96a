import { describe, expect, it } from 'vitest';
import { ContentItemInputSchema } from './contents-input';

const item = (fields: Record<string, string>) =>
  ContentItemInputSchema.safeParse({ name: 'Enlace', ...fields }).success;

describe('content item addresses', () => {
  it.each(['/categories/3/routers', '/info/envios', 'https://wa.me/573001234567', 'mailto:a@b.co'])(
    'accept the link %s',
    (url) => expect(item({ url })).toBe(true),
  );

  // Browsers read '//host' and '/\host' as another site: the shop would redirect anywhere.
  it.each(['//evil.co', '/\\evil.co', '/\\\\evil.co/x', 'javascript:alert(1)', 'http://plain.co'])(
    'refuse the link %s',
    (url) => expect(item({ url })).toBe(false),
  );

  it('keeps images inside the uploaded files', () => {
    expect(item({ image: '/api/files/content/banner.webp' })).toBe(true);
    expect(item({ image: '/api/files/../auth/me' })).toBe(false);
  });
});
