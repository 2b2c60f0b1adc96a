import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DocumentIdParamsSchema, OrderDetailSchema, QuoteDetailSchema } from '@shop/shared';
import { requirePermission } from '../../plugins/auth';
import type { DocumentDetailService } from './detail-service';

/**
 * A customer's own quote or order read in full, for its page. The contract's GET /api/order/{id}
 * and /api/quote/{id} answer the PDF, so the detail lives beside them under the plural, with the
 * shop's other additions (/api/orders/{id}/payment, /api/quotes/{id}/reprice).
 */
export const documentDetailRoutes =
  (service: DocumentDetailService): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preValidation', requirePermission('USER'));

    app.get(
      '/orders/:id',
      {
        config: { errors: ['NOT_FOUND'] },
        schema: {
          tags: ['orders'],
          summary:
            "The customer's order: lines, taxes, payment, and its timeline with the comments staff wrote for the customer; another customer's answers 404",
          params: DocumentIdParamsSchema,
          response: { 200: OrderDetailSchema },
        },
      },
      async (request) => service.order(request.params.id, request.auth!.user),
    );

    app.get(
      '/quotes/:id',
      {
        config: { errors: ['NOT_FOUND'] },
        schema: {
          tags: ['orders'],
          summary:
            "The customer's quote: lines, taxes, validity and the order it became; another customer's answers 404",
          params: DocumentIdParamsSchema,
          response: { 200: QuoteDetailSchema },
        },
      },
      async (request) => service.quote(request.params.id, request.auth!.user),
    );
  };
