import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ConvertQuoteInputSchema,
  CreateOrderInputSchema,
  OrderCreatedSchema,
  OrderListResponseSchema,
  pageQuerySchema,
  DocumentIdParamsSchema,
  QuoteListResponseSchema,
  QuoteRepriceSchema,
  QuoteSummarySchema,
} from '@shop/shared';
import { requirePermission } from '../../plugins/auth';
import { leaveCatalogueAsIs } from '../../plugins/catalogue-writes';
import type { OrderService } from './service';

const IdempotencyHeadersSchema = z.object({
  'idempotency-key': z
    .string()
    .trim()
    .min(8, 'La cabecera Idempotency-Key debe tener entre 8 y 100 caracteres.')
    .max(100, 'La cabecera Idempotency-Key debe tener entre 8 y 100 caracteres.')
    .optional(),
});

/**
 * A repeated Idempotency-Key gets the very answer the first request got, marked as a replay. An
 * order that left units of every product keeps the cached catalogue answers: with orders among the
 * traffic, dropping them all on each one would have every page drawn again.
 */
function created(
  request: FastifyRequest,
  reply: FastifyReply,
  outcome: { replayed: boolean; catalogueChanged: boolean },
) {
  if (!outcome.catalogueChanged) leaveCatalogueAsIs(request);
  return (outcome.replayed ? reply.header('Idempotent-Replayed', 'true') : reply).status(201);
}

export const orderRoutes =
  (service: OrderService): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preValidation', requirePermission('USER'));

    app.post(
      '/quote',
      {
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
      '/order',
      {
        config: { errors: ['OUT_OF_STOCK', 'IDEMPOTENCY_KEY_REUSED'] },
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
        const outcome = await service.createOrder(
          request.auth!.user,
          request.body.payMethod,
          request.headers['idempotency-key'],
        );
        return created(request, reply, outcome).send(outcome.order);
      },
    );

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

    app.post(
      '/convert-quote',
      {
        config: {
          errors: [
            'NOT_FOUND',
            'QUOTE_CONVERTED',
            'QUOTE_EXPIRED',
            'REPRICE_CHANGED',
            'QUOTE_PRODUCT_UNAVAILABLE',
            'MINIMUM_PURCHASE',
            'OUT_OF_STOCK',
            'IDEMPOTENCY_KEY_REUSED',
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
        const { id, payMethod, acceptedTotal } = request.body;
        const outcome = await service.convertQuote(
          request.auth!.user,
          id,
          payMethod,
          request.headers['idempotency-key'],
          acceptedTotal,
        );
        return created(request, reply, outcome).send(outcome.order);
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
