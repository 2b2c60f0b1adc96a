import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ConvertQuoteInputSchema,
  DocumentIdParamsSchema,
  OrderCreatedSchema,
  pageQuerySchema,
  QuoteListResponseSchema,
  QuoteRepriceSchema,
  QuoteSummarySchema,
} from '@shop/shared';
import { requirePermission } from '../../plugins/auth';
import { IdempotencyHeadersSchema, placedAnswer } from '../checkout/placed-answer';
import type { QuoteService } from './service';

/** A customer's quotes: made from the cart, listed, re-priced once expired, turned into an order. */
export const quoteRoutes =
  (service: QuoteService): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preValidation', requirePermission('USER'));

    app.post(
      '/quote',
      {
        config: { catalogue: 'untouched' },
        schema: {
          tags: ['orders'],
          summary: 'A quote from the cart (the cart is kept)',
          response: { 201: QuoteSummarySchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await service.createQuote(request.auth!.user)),
    );

    app.get(
      '/quote',
      {
        schema: {
          tags: ['orders'],
          summary: "The customer's quotes, newest first (10 per page by default)",
          querystring: pageQuerySchema({ defaultLimit: 10 }),
          response: { 200: QuoteListResponseSchema },
        },
      },
      async (request) => service.listQuotes(request.auth!.user, request.query),
    );

    app.post(
      '/convert-quote',
      {
        config: {
          catalogue: 'changes',
          errors: [
            'NOT_FOUND',
            'QUOTE_CONVERTED',
            'QUOTE_EXPIRED',
            'REPRICE_CHANGED',
            'QUOTE_PRODUCT_UNAVAILABLE',
            'MINIMUM_PURCHASE',
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
            "Turn a quote into an order (once), taking the quoted quantities out of the cart. A valid quote keeps its frozen prices, taxes, seller and TRM; an expired one is ordered at today's prices only with `acceptedTotal` equal to today's Total a pagar (GET /api/quotes/{id}/reprice): without it 409 QUOTE_EXPIRED, with another figure 409 REPRICE_CHANGED. A repeated Idempotency-Key gets the same answer",
          headers: IdempotencyHeadersSchema,
          body: ConvertQuoteInputSchema,
          response: { 201: OrderCreatedSchema },
        },
      },
      async (request, reply) => {
        const { id, payMethod, acceptedTotal, purchaseOrder, deliveryAddressId } = request.body;
        const outcome = await service.convertQuote(request.auth!.user, {
          quoteId: id,
          payMethod,
          key: request.headers['idempotency-key'],
          acceptedTotal,
          purchaseOrder,
          deliveryAddressId,
        });
        return placedAnswer(request, reply, outcome).send(outcome.order);
      },
    );

    app.get(
      '/quotes/:id/reprice',
      {
        config: {
          errors: [
            'NOT_FOUND',
            'QUOTE_CONVERTED',
            'QUOTE_NOT_EXPIRED',
            'QUOTE_PRODUCT_UNAVAILABLE',
            'MINIMUM_PURCHASE',
          ],
        },
        schema: {
          tags: ['orders'],
          summary:
            "An expired quote of the customer's at today's prices and tax rules, to confirm before converting it (the quote itself never changes); 409 while it is still valid or once converted; 400 MINIMUM_PURCHASE when today's subtotal falls below the minimum purchase",
          params: DocumentIdParamsSchema,
          response: { 200: QuoteRepriceSchema },
        },
      },
      async (request) => service.repriceQuote(request.auth!.user, request.params.id),
    );
  };
