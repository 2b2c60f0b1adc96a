import { z } from 'zod';
import { ProductImagesSchema } from './catalogue';
import { idField } from './ids';
import { IvaClassSchema } from './taxes/iva-classes';
import { TaxBreakdownSchema, UnitIvaSchema } from './taxes/breakdown';

export const MAX_QUANTITY = 10_000;
const QUANTITY_MESSAGE = 'La cantidad debe ser un número entero entre 1 y 10.000.';

/** Units of one product in a cart request: a whole number from 1 to MAX_QUANTITY. */
export const CartQuantitySchema = z
  .number({ error: QUANTITY_MESSAGE })
  .int(QUANTITY_MESSAGE)
  .min(1, QUANTITY_MESSAGE)
  .max(MAX_QUANTITY, QUANTITY_MESSAGE);

export const CartItemInputSchema = z
  .object({ productId: idField('del producto'), quantity: CartQuantitySchema })
  .strict();

/** PATCH /api/shopping-cart/add and /remove: quantities are added to, or taken from, the cart. */
export const CartItemsInputSchema = z
  .object({
    items: z
      .array(CartItemInputSchema, { error: 'Indique los productos.' })
      .min(1, 'Indique al menos un producto.')
      .max(100, 'Se pueden enviar como máximo 100 productos a la vez.'),
  })
  .strict();
export type CartItemsInput = z.infer<typeof CartItemsInputSchema>;

export const CartItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  model: z.string(),
  sku: z.string(),
  /** Customer unit price in whole pesos, before VAT. */
  price: z.number().int(),
  vat: z.number(),
  ivaClass: IvaClassSchema,
  quantity: z.number().int(),
  images: ProductImagesSchema,
  available: z.boolean(),
  stock: z.number().int(),
});

export const CartSchema = z.object({
  items: z.array(CartItemSchema),
  /** Σ price × quantity: 'Sin impuestos ni retenciones incluidas.' */
  subtotal: z.number().int(),
  /**
   * The estimate a quote made now would carry: the tax engine on these lines for this buyer today
   * (null for an empty cart).
   */
  taxes: TaxBreakdownSchema.nullable(),
});
export type Cart = z.infer<typeof CartSchema>;

/** A product the cart took fewer units of than asked for: only `available` are in stock. */
export const CartShortfallSchema = z.object({
  productId: z.number().int(),
  name: z.string(),
  available: z.number().int(),
  /** The units this request added (the cart now holds every unit in stock). */
  added: z.number().int(),
});
export type CartShortfall = z.infer<typeof CartShortfallSchema>;

/** PATCH /api/shopping-cart/add: the cart, and the products it could not take every unit of. */
export const CartAdditionSchema = CartSchema.extend({ shortfalls: z.array(CartShortfallSchema) });
export type CartAddition = z.infer<typeof CartAdditionSchema>;

export const WishlistSchema = z.object({
  products: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      model: z.string(),
      price: z.number().int(),
      vat: z.number(),
      /** The IVA of `price` today (an excluded laptop under its cap reads 0). */
      iva: UnitIvaSchema,
      images: ProductImagesSchema,
      available: z.boolean(),
      inStock: z.boolean(),
    }),
  ),
});
export type Wishlist = z.infer<typeof WishlistSchema>;
