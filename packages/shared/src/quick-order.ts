import { z } from 'zod';
import { CartQuantitySchema, CartSchema, CartShortfallSchema } from './cart';
import { MAX_QUICK_ORDER_LINES, TOO_MANY_QUICK_ORDER_LINES } from './quick-order-text';

/** PATCH /api/shopping-cart/quick-order: product codes and quantities to add to the cart. */
export const QuickOrderInputSchema = z
  .object({
    lines: z
      .array(
        z
          .object({
            sku: z
              .string({ error: 'Indique el código del producto.' })
              .trim()
              .min(1, 'Indique el código del producto.')
              .max(100, 'El código de un producto tiene como máximo 100 caracteres.'),
            quantity: CartQuantitySchema,
          })
          .strict(),
        { error: 'Indique los productos.' },
      )
      .min(1, 'Indique al menos un producto.')
      .max(MAX_QUICK_ORDER_LINES, TOO_MANY_QUICK_ORDER_LINES),
  })
  .strict();
export type QuickOrderInput = z.infer<typeof QuickOrderInputSchema>;

/**
 * The cart after a quick order, and what happened to each code: added (perhaps fewer units, in
 * `shortfalls`), unknown, or not for sale now (withdrawn, sold out, or already all in the cart).
 */
export const QuickOrderResultSchema = CartSchema.extend({
  added: z.array(
    z.object({
      sku: z.string(),
      productId: z.number().int(),
      name: z.string(),
      quantity: z.number().int(),
    }),
  ),
  shortfalls: z.array(CartShortfallSchema),
  unknown: z.array(z.string()),
  unavailable: z.array(z.object({ sku: z.string(), name: z.string(), reason: z.string() })),
});
export type QuickOrderResult = z.infer<typeof QuickOrderResultSchema>;
