import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CheckoutRedirectSchema,
  ConfirmPaymentInputSchema,
  OrderIdParamsSchema,
  OrderPaymentSchema,
  PayOptionsSchema,
} from '@shop/shared';
import { requirePermission } from '../../plugins/auth';
import type { PaymentService } from './service';

/** The customer's side: which methods they may choose, going to pay an order, coming back. */
export const paymentRoutes =
  (service: PaymentService): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preValidation', requirePermission('USER'));

    app.get(
      '/pay-methods',
      {
        schema: {
          tags: ['payments'],
          summary:
            'The payment methods this customer may choose today: online ones only while the gateway is configured',
          response: { 200: PayOptionsSchema },
        },
      },
      async (request) => service.payOptions(request.auth!.user),
    );

    app.get(
      '/orders/:id/payment',
      {
        schema: {
          tags: ['payments'],
          summary: "How the customer's order stands on money: status, paid, window, attempts",
          params: OrderIdParamsSchema,
          response: { 200: OrderPaymentSchema },
        },
      },
      async (request) => service.orderPayment(request.auth!.user, request.params.id),
    );

    app.post(
      '/orders/:id/payments',
      {
        config: {
          catalogue: 'untouched',
          errors: ['ORDER_NOT_PAYABLE', 'PAYMENT_IN_PROGRESS', 'ONLINE_PAYMENTS_UNAVAILABLE'],
        },
        schema: {
          tags: ['payments'],
          summary:
            'A new online payment attempt (or the one left unpaid at the checkout): the signed Web Checkout address to send the customer to',
          params: OrderIdParamsSchema,
          response: { 201: CheckoutRedirectSchema },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await service.start(request.auth!.user, request.params.id)),
    );

    app.post(
      '/orders/:id/payment/confirm',
      {
        config: { catalogue: 'untouched', errors: ['PAYMENT_UNKNOWN_TRANSACTION'] },
        schema: {
          tags: ['payments'],
          summary:
            "Back from the checkout: the shop asks the gateway about the transaction the return named and applies the gateway's answer, never the browser's",
          params: OrderIdParamsSchema,
          body: ConfirmPaymentInputSchema,
          response: { 200: OrderPaymentSchema },
        },
      },
      async (request) =>
        service.confirm(request.auth!.user, request.params.id, request.body.transactionId),
    );
  };
