import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PaymentDetailSchema,
  PaymentOrderParamsSchema,
  StaffPaymentInputSchema,
} from '@shop/shared';
import { authenticated, requirePermission } from '../../plugins/auth';
import type { StaffPayments } from './staff-payments';

/** Money staff record by hand against an order on company credit (ADMIN_PAYMENTS). */
export const staffPaymentRoutes =
  (service: StaffPayments): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preValidation', requirePermission('ADMIN_PAYMENTS'));

    app.post(
      '/payments/:id/received',
      {
        config: { catalogue: 'untouched', errors: ['ORDER_NOT_PAYABLE', 'PAYMENT_ABOVE_OWED'] },
        schema: {
          tags: ['payments'],
          summary:
            'Records money received against an order on company credit, in part or in full, with the day it arrived and the reason (audited; the customer is mailed "Pago recibido"). More than is owed is refused (400 PAYMENT_ABOVE_OWED, naming what is owed); an order of another method, cancelled or paid, 409',
          params: PaymentOrderParamsSchema,
          body: StaffPaymentInputSchema,
          response: { 200: PaymentDetailSchema },
        },
      },
      async (request) =>
        service.record(authenticated(request).user, request.params.id, request.body),
    );
  };
