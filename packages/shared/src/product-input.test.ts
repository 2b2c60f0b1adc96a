import { describe, expect, it } from 'vitest';
import {
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

const messagesOf = (input: unknown, schema = ProductCreateSchema) => {
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

  it('uses the spec messages for the images', () => {
    expect(messagesOf({ ...valid, images: { product_url: '', views_url: [] } })).toEqual([
      PRODUCT_INPUT_MESSAGES.productUrl,
    ]);
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
