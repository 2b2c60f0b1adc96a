import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OrderListResponseSchema, pageQuerySchema } from '@shop/shared';
import { requirePermission } from '../../plugins/auth';
import type { OrderService } from './service';

/** The customer's orders (placing one is the checkout module's). */
export const orderListRoutes =
  (service: OrderService): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preValidation', requirePermission('USER'));

    app.get(
      '/order',
      {
        schema: {
          tags: ['orders'],
          summary: "The customer's orders, newest first (40 per page by default)",
          querystring: pageQuerySchema({ defaultLimit: 40 }),
          response: { 200: OrderListResponseSchema },
        },
      },
      async (request) => service.listOrders(request.auth!.user, request.query),
    );
  };
