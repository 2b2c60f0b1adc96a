import { describe, expect, it } from 'vitest';
import {
  BRAND_MESSAGES,
  BrandCreateSchema,
  BrandUpdateSchema,
  CATEGORY_MESSAGES,
  CategoryCreateSchema,
} from './catalogue-admin';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('BrandCreateSchema', () => {
  it.each(['Ubiquiti', 'TP Link', 'Ñandú', 'Cámaras 3000', 'Ελληνικά'])('accepts %s', (name) => {
    expect(BrandCreateSchema.parse({ name }).name).toBe(name);
  });

  it.each(['TP-Link', 'A.B', 'Marca!', 'X_Y', 'AT&T', 'Acme®'])(
    'refuses %s with the spec message',
    (name) => {
      expect(messages(BrandCreateSchema.safeParse({ name }))).toEqual([BRAND_MESSAGES.symbols]);
    },
  );

  it('trims the name and joins the words with one space', () => {
    expect(BrandCreateSchema.parse({ name: '  Redes   del  Sur ' }).name).toBe('Redes del Sur');
  });

  it('takes an uploaded image or an https address as logo, and empty as none', () => {
    expect(BrandUpdateSchema.parse({ logo: '/api/files/product/a-b.png' }).logo).toBe(
      '/api/files/product/a-b.png',
    );
    expect(BrandUpdateSchema.parse({ logo: 'https://cdn.example.com/l.svg' }).logo).toBe(
      'https://cdn.example.com/l.svg',
    );
    expect(BrandUpdateSchema.parse({ logo: '' }).logo).toBeNull();
    for (const logo of [
      'http://x.co/l.png',
      'data:image/png;base64,AAA',
      '/api/files/product/../x',
    ])
      expect(messages(BrandUpdateSchema.safeParse({ logo }))).toEqual([BRAND_MESSAGES.logo]);
  });
});

describe('CategoryCreateSchema', () => {
  it('asks level 2 for a parent and refuses one on level 1', () => {
    expect(messages(CategoryCreateSchema.safeParse({ name: 'Antenas', level: 2 }))).toEqual([
      CATEGORY_MESSAGES.parentRequired,
    ]);
    expect(
      messages(CategoryCreateSchema.safeParse({ name: 'Redes', level: 1, parentCategoryId: 3 })),
    ).toEqual([CATEGORY_MESSAGES.parentForbidden]);
    expect(
      CategoryCreateSchema.parse({ name: ' Antenas ', level: 2, parentCategoryId: 3 }),
    ).toEqual({
      name: 'Antenas',
      level: 2,
      parentCategoryId: 3,
    });
  });

  it.each([0, 3, 1.5, '1'])('refuses level %s', (level) => {
    expect(messages(CategoryCreateSchema.safeParse({ name: 'X', level }))).toContain(
      CATEGORY_MESSAGES.level,
    );
  });
});
