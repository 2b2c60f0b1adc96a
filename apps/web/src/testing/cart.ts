import { ivaClassOfVat, type Cart } from '@shop/shared';

/** A cart line as the API answers it: 'Cámara domo', 8 in the cart and 8 in stock, unless overridden. */
export const cartItemOf = (
  overrides: Partial<Cart['items'][number]> = {},
): Cart['items'][number] => ({
  id: 4,
  name: 'Cámara domo',
  model: 'DOMO-8',
  sku: 'SKU-4',
  price: 100_000,
  vat: 0.19,
  ivaClass: ivaClassOfVat(0.19) ?? 'GENERAL',
  quantity: 8,
  images: { product_url: `${overrides.id ?? 4}.webp`, views_url: [] },
  available: true,
  stock: 8,
  ...overrides,
});
