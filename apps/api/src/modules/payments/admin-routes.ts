import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PaymentDetailSchema,
  PaymentListSchema,
  PaymentOrderParamsSchema,
  PaymentsQuerySchema,
  RefundDoneInputSchema,
} from '@shop/shared';
import { requirePermission } from '../../plugins/auth';
import type { PaymentAdminService } from './admin-service';

/** The "Pagos" screen's routes (ADMIN_PAYMENTS). */
export const paymentAdminRoutes =
  (service: PaymentAdminService): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preValidation', requirePermission('ADMIN_PAYMENTS'));

    app.get(
      '/payments',
      {
        schema: {
          tags: ['payments'],
          summary:
            "Every order's money, newest first, filtered by payment status, method or customer",
          querystring: PaymentsQuerySchema,
          response: { 200: PaymentListSchema },
        },
      },
      async (request) => service.list(request.query),
    );

    app.get(
      '/payments/:id',
      {
        schema: {
          tags: ['payments'],
          summary: "One order's money: its online attempts, what was received, its refund",
          params: PaymentOrderParamsSchema,
          response: { 200: PaymentDetailSchema },
        },
      },
      async (request) => service.detail(request.params.id),
    );

    app.post(
      '/payments/:id/refund',
      {
        config: { catalogue: 'untouched', errors: ['REFUND_NOT_DUE'] },
        schema: {
          tags: ['payments'],
          summary: 'Records that the money of a cancelled order was given back by hand, and how',
          params: PaymentOrderParamsSchema,
          body: RefundDoneInputSchema,
          response: { 200: PaymentDetailSchema },
        },
      },
      async (request) =>
        service.refundDone(request.auth!.user, request.params.id, request.body.note),
    );
  };
