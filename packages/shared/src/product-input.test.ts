import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  ivaClassAfterVat,
  ivaMismatchMessage,
  PRODUCT_INPUT_MESSAGES,
  ProductCreateSchema,
  ProductUpdateSchema,
  splitCharacteristics,
} from './product-input';

const valid = {
  name: 'Router RB750Gr3',
  model: 'RB750Gr3',
  sku: 'MK-RB750',
  description: '<p>Router de <strong>5 puertos</strong></p>',
  caracteristics: ['5 puertos Gigabit', 'RouterOS L4'],
  price: 289_900,
  vat: 0.19,
  stock: 12,
  brand: 3,
  categories: [1, 4],
  images: { product_url: '/api/files/product/rb750.jpg', views_url: [] },
};

const messagesOf = (input: unknown, schema: z.ZodType = ProductCreateSchema) => {
  const result = schema.safeParse(input);
  return result.success ? [] : [...new Set(result.error.issues.map((i) => i.message))];
};

describe('ProductCreateSchema', () => {
  it('accepts a complete product and fills the defaults', () => {
    const product = ProductCreateSchema.parse(valid);
    expect(product.minimumStock).toBe(0);
    expect(product.available).toBe(true);
  });

  it.each([
    'name',
    'model',
    'sku',
    'description',
    'caracteristics',
    'price',
    'vat',
    'stock',
    'brand',
    'categories',
  ])('names the incomplete form when %s is missing', (field) => {
    const { [field as keyof typeof valid]: _omitted, ...rest } = valid;
    const messages = messagesOf(rest);
    expect(messages).toContain(PRODUCT_INPUT_MESSAGES.incomplete);
  });

  it('refuses an empty description written as markup and a blank characteristic list', () => {
    expect(messagesOf({ ...valid, description: '<p> &nbsp;</p>' })).toContain(
      PRODUCT_INPUT_MESSAGES.incomplete,
    );
    expect(messagesOf({ ...valid, caracteristics: [] })).toContain(
      PRODUCT_INPUT_MESSAGES.incomplete,
    );
  });

  it('keeps prices to the peso and VAT as a fraction', () => {
    expect(messagesOf({ ...valid, price: 10.5 })).toEqual([PRODUCT_INPUT_MESSAGES.price]);
    expect(messagesOf({ ...valid, vat: 19 })).toEqual([PRODUCT_INPUT_MESSAGES.vat]);
    expect(messagesOf({ ...valid, vat: 0.123456 })).toEqual([PRODUCT_INPUT_MESSAGES.vat]);
    expect(messagesOf({ ...valid, vat: 0.05 })).toEqual([]);
  });

  it('takes a product without pictures: no `images`, or an empty main image', () => {
    const { images: _images, ...withoutImages } = valid;
    const parsed = ProductCreateSchema.parse(withoutImages);
    expect(parsed.images).toEqual({ product_url: '', views_url: [] });
    expect(messagesOf({ ...valid, images: { product_url: '', views_url: [] } })).toEqual([]);
  });

  it('uses the spec messages for the images', () => {
    expect(
      messagesOf({ ...valid, images: { product_url: 'javascript:alert(1)', views_url: [] } }),
    ).toEqual([PRODUCT_INPUT_MESSAGES.productUrl]);
    expect(
      messagesOf({
        ...valid,
        images: { product_url: valid.images.product_url, views_url: ['javascript:alert(1)'] },
      }),
    ).toEqual([PRODUCT_INPUT_MESSAGES.viewsUrl]);
  });

  it('refuses unknown fields such as an id or a creation date', () => {
    expect(ProductCreateSchema.safeParse({ ...valid, id: 9 }).success).toBe(false);
  });
});

describe('ProductUpdateSchema', () => {
  it('leaves absent fields absent instead of applying the create defaults', () => {
    expect(ProductUpdateSchema.parse({ price: 1000 })).toEqual({ price: 1000 });
    expect(ProductUpdateSchema.parse({ vat: 0.19 })).toEqual({ vat: 0.19 });
  });

  it('refuses a class and a rate that disagree, naming both', () => {
    expect(messagesOf({ vat: 0.05, ivaClass: 'COMPUTER' }, ProductUpdateSchema)).toEqual([
      ivaMismatchMessage('COMPUTER', 0.05),
    ]);
    expect(ivaMismatchMessage('COMPUTER', 0.05)).toBe(
      'La clase de IVA «Computador personal (excluido hasta 50 UVT)» lleva un IVA del 19 %, pero el IVA enviado es 5 %. Envíe solo la clase de IVA o un IVA que coincida con ella.',
    );
  });
});

describe('IVA class of a new product', () => {
  it.each([
    [{ vat: 0.19 }, 0.19, 'GENERAL'],
    [{ vat: 0.05 }, 0.05, 'REDUCED'],
    [{ vat: 0 }, 0, 'EXCLUDED'],
    [{ vat: undefined, ivaClass: 'COMPUTER' }, 0.19, 'COMPUTER'],
    [{ vat: 0.19, ivaClass: 'SMART_MOBILE' }, 0.19, 'SMART_MOBILE'],
    [{ vat: undefined, ivaClass: 'EXCLUDED' }, 0, 'EXCLUDED'],
  ] as const)('%j → vat %s, class %s', (over, vat, ivaClass) => {
    expect(ProductCreateSchema.parse({ ...valid, ...over })).toMatchObject({ vat, ivaClass });
  });

  it('refuses neither, a disagreement, an unknown class and a rate Colombia does not have', () => {
    expect(messagesOf({ ...valid, vat: undefined })).toEqual([PRODUCT_INPUT_MESSAGES.incomplete]);
    expect(messagesOf({ ...valid, vat: 0, ivaClass: 'GENERAL' })).toEqual([
      ivaMismatchMessage('GENERAL', 0),
    ]);
    expect(messagesOf({ ...valid, ivaClass: 'LUJO' })).toHaveLength(1);
    expect(messagesOf({ ...valid, vat: 0.16 })).toEqual([PRODUCT_INPUT_MESSAGES.vat]);
  });
});

describe('ivaClassAfterVat', () => {
  it('keeps a class whose nominal rate is sent, else takes the class the rate means', () => {
    expect(ivaClassAfterVat('COMPUTER', 0.19)).toBe('COMPUTER');
    expect(ivaClassAfterVat('SMART_MOBILE', 0.19)).toBe('SMART_MOBILE');
    expect(ivaClassAfterVat('SMART_MOBILE', 0)).toBe('EXCLUDED');
    expect(ivaClassAfterVat('EXCLUDED', 0.19)).toBe('GENERAL');
    expect(ivaClassAfterVat(undefined, 0.05)).toBe('REDUCED');
  });
});

describe('splitCharacteristics', () => {
  it('splits comma-separated text into a trimmed list without blanks', () => {
    expect(splitCharacteristics(' PoE , 5 puertos,, Wi-Fi 6 ')).toEqual([
      'PoE',
      '5 puertos',
      'Wi-Fi 6',
    ]);
  });
});
