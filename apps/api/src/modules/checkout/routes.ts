import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CreateOrderInputSchema, OrderCreatedSchema } from '@shop/shared';
import { requirePermission } from '../../plugins/auth';
import { IdempotencyHeadersSchema, placedAnswer } from './placed-answer';
import type { CheckoutService } from './service';

/** An order from the cart (a quote's conversion is in the quotes module's routes). */
export const checkoutRoutes =
  (service: CheckoutService): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preValidation', requirePermission('USER'));

    app.post(
      '/order',
      {
        config: {
          catalogue: 'changes',
          errors: [
            'OUT_OF_STOCK',
            'IDEMPOTENCY_KEY_REUSED',
            'CREDIT_NOT_GRANTED',
            'CREDIT_SUSPENDED',
            'CREDIT_LIMIT_EXCEEDED',
          ],
        },
        schema: {
          tags: ['orders'],
          summary:
            'An order from the cart: stock taken and the ordered lines taken out of the cart atomically (what was added meanwhile stays); a repeated Idempotency-Key gets the same answer, reused with another body 422',
          headers: IdempotencyHeadersSchema,
          body: CreateOrderInputSchema,
          response: { 201: OrderCreatedSchema },
        },
      },
      async (request, reply) => {
        const outcome = await service.fromCart(
          request.auth!.user,
          request.body.payMethod,
          request.headers['idempotency-key'],
          {
            purchaseOrder: request.body.purchaseOrder,
            deliveryAddressId: request.body.deliveryAddressId,
          },
        );
        return placedAnswer(request, reply, outcome).send(outcome.order);
      },
    );
  };
