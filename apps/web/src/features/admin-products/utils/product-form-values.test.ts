import { describe, expect, it } from 'vitest';
import { IvaClassSchema, PRODUCT_INPUT_MESSAGES, type AdminProduct } from '@shop/shared';
import {
  changedFields,
  EMPTY_PRODUCT_FORM,
  formValuesOf,
  validateProductForm,
  type ProductFormValues,
} from './product-form-values';

const filled: ProductFormValues = {
  ...EMPTY_PRODUCT_FORM,
  name: 'Router hEX',
  model: 'RB750Gr3',
  sku: 'MT-HEX',
  price: '289.900',
  ivaClass: 'GENERAL',
  stock: '12',
  description: '<p>Router</p>',
  caracteristics: ' 5 puertos ,PoE pasivo,, Montaje en pared ',
  brand: '3',
  category1: '1',
  category2: '4',
  productUrl: '/api/files/product/hex.webp',
};

const stored: AdminProduct = {
  id: 9,
  name: 'Router hEX',
  model: 'RB750Gr3',
  sku: 'MT-HEX',
  description: '<p>Router</p>',
  caracteristics: ['5 puertos', 'PoE pasivo', 'Montaje en pared'],
  price: 289_900,
  vat: 0.19,
  ivaClass: 'GENERAL',
  stock: 12,
  minimumStock: 0,
  system: 'Router hEX',
  brand: 3,
  brandName: 'MikroTik',
  categories: [1, 4],
  categoryNames: ['Redes', 'Routers'],
  available: true,
  dataSheetURL: null,
  images: { product_url: '/api/files/product/hex.webp', views_url: [] },
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};

describe('the product form values', () => {
  it('become the API body: trimmed characteristics, pesos, the IVA class with its rate, both categories', () => {
    const { input } = validateProductForm(filled);
    expect(input).toMatchObject({
      price: 289_900,
      vat: 0.19,
      ivaClass: 'GENERAL',
      stock: 12,
      minimumStock: 0,
      caracteristics: ['5 puertos', 'PoE pasivo', 'Montaje en pared'],
      categories: [1, 4],
      brand: 3,
      dataSheetURL: null,
      images: { product_url: '/api/files/product/hex.webp', views_url: [] },
    });
    expect(validateProductForm({ ...filled, ivaClass: 'REDUCED' }).input).toMatchObject({
      vat: 0.05,
      ivaClass: 'REDUCED',
    });
    expect(validateProductForm({ ...filled, ivaClass: 'EXCLUDED' }).input).toMatchObject({
      vat: 0,
      ivaClass: 'EXCLUDED',
    });
    // A laptop's nominal rate is the general one: the engine excludes it below its cap.
    expect(validateProductForm({ ...filled, ivaClass: 'COMPUTER' }).input).toMatchObject({
      vat: 0.19,
      ivaClass: 'COMPUTER',
    });
    expect(validateProductForm({ ...filled, category2: '' }).input?.categories).toEqual([1]);
  });

  it('name every missing required field with the incomplete-form message', () => {
    const { errors } = validateProductForm(EMPTY_PRODUCT_FORM);
    for (const field of [
      'name',
      'model',
      'sku',
      'price',
      'stock',
      'description',
      'caracteristics',
      'brand',
      'category1',
    ] as const)
      expect(errors?.[field], field).toBe(PRODUCT_INPUT_MESSAGES.incomplete);
    expect(errors?.productUrl).toBeUndefined();
  });

  it('say what is wrong with a price, an IVA class or characteristics of only commas', () => {
    const { errors } = validateProductForm({
      ...filled,
      price: '289,5',
      ivaClass: 'IVA 16 %' as ProductFormValues['ivaClass'],
      caracteristics: ' , ,',
    });
    expect(errors).toMatchObject({
      price: PRODUCT_INPUT_MESSAGES.price,
      ivaClass: IvaClassSchema.safeParse('').error?.issues[0]?.message,
      caracteristics: PRODUCT_INPUT_MESSAGES.incomplete,
    });
  });

  it('round-trip a stored product with no change, and keep only the fields that changed', () => {
    const values = formValuesOf(stored);
    expect(values.ivaClass).toBe('GENERAL');
    const same = validateProductForm(values).input!;
    expect(changedFields(stored, same)).toEqual({});
    const edited = validateProductForm({ ...values, price: '310000', category2: '' }).input!;
    expect(changedFields(stored, edited)).toEqual({ price: 310_000, categories: [1] });
    const laptop = validateProductForm({ ...values, ivaClass: 'COMPUTER' }).input!;
    expect(changedFields(stored, laptop)).toEqual({ ivaClass: 'COMPUTER' });
    const reduced = validateProductForm({ ...values, ivaClass: 'REDUCED' }).input!;
    expect(changedFields(stored, reduced)).toEqual({ vat: 0.05, ivaClass: 'REDUCED' });
  });

  it('leave characteristics with commas of their own alone when only the price changes', () => {
    const withCommas = {
      ...stored,
      caracteristics: ['Banda de 2,4 GHz, hasta 300 Mbps', 'VPN IPsec de 6,5 Gbps'],
    };
    const edited = validateProductForm({ ...formValuesOf(withCommas), price: '310000' }).input!;
    expect(changedFields(withCommas, edited)).toEqual({ price: 310_000 });
  });
});
