import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DocumentIdParamsSchema, QuickOrderResultSchema } from '@shop/shared';
import type { Transactional } from '../../db/transactional';
import { documentScopeOf } from '../../lib/buyer';
import { requirePermission } from '../../plugins/auth';
import type { CartService } from '../cart/service';
import { orderOr404, type DocumentStore } from '../orders';

/**
 * 'Repetir orden': a past order's products and quantities back into the cart, at today's prices
 * and within today's stock, by their codes, reported as a quick order is.
 */
export const repeatOrderRoutes =
  (
    orders: Transactional<DocumentStore>,
    cart: Pick<CartService, 'quickOrder'>,
  ): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preValidation', requirePermission('USER'));

    app.post(
      '/orders/:id/repeat',
      {
        config: { catalogue: 'untouched', errors: ['NOT_FOUND'] },
        schema: {
          tags: ['orders'],
          summary:
            "Refill the cart with a past order's products and quantities at today's prices; another customer's order answers 404",
          description:
            'Each line is added as PATCH /api/shopping-cart/quick-order adds its code: up to the stock, with products no longer sold or no longer in the catalogue reported instead of refused.',
          params: DocumentIdParamsSchema,
          response: { 200: QuickOrderResultSchema },
        },
      },
      async (request) => {
        const user = request.auth!.user;
        const order = orderOr404(await orders.repo.order(request.params.id, documentScopeOf(user)));
        const lines = await orders.repo.orderLines(order.id);
        return cart.quickOrder(user, {
          lines: lines.map(({ sku, quantity }) => ({ sku, quantity })),
        });
      },
    );
  };
