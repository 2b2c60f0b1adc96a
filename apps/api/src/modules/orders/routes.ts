import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ConvertQuoteInputSchema,
  CreateOrderInputSchema,
  OrderCreatedSchema,
  OrderListResponseSchema,
  QuoteListResponseSchema,
  QuoteSummarySchema,
} from '@shop/shared';
import { requirePermission } from '../../plugins/auth';
import type { OrderService } from './service';

const IdempotencyHeadersSchema = z.object({
  'idempotency-key': z
    .string()
    .trim()
    .min(8, 'La cabecera Idempotency-Key debe tener entre 8 y 100 caracteres.')
    .max(100, 'La cabecera Idempotency-Key debe tener entre 8 y 100 caracteres.')
    .optional(),
});

const page = (defaultLimit: number) =>
  z.object({
    offset: z.coerce
      .number({ error: 'La página debe ser un número entero.' })
      .int('La página debe ser un número entero.')
      .min(0, 'La página debe ser 1 o mayor.')
      .max(100_000, 'La página solicitada no existe.')
      .default(0),
    limit: z.coerce
      .number({ error: 'El límite debe ser un número entero.' })
      .int('El límite debe ser un número entero.')
      .min(1, 'El límite debe estar entre 1 y 100.')
      .max(100, 'El límite debe estar entre 1 y 100.')
      .default(defaultLimit),
  });

/** A repeated Idempotency-Key gets the very answer the first request got, marked as a replay. */
const replay = (reply: FastifyReply, replayed: boolean) =>
  (replayed ? reply.header('Idempotent-Replayed', 'true') : reply).status(201);

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
          querystring: page(10),
          response: { 200: QuoteListResponseSchema },
        },
      },
      async (request) => service.listQuotes(request.auth!.user, request.query),
    );

    app.post(
      '/order',
      {
        schema: {
          tags: ['orders'],
          summary:
            'An order from the cart: stock taken and cart emptied atomically; a repeated Idempotency-Key gets the same answer, reused with another body 422',
          headers: IdempotencyHeadersSchema,
          body: CreateOrderInputSchema,
          response: { 201: OrderCreatedSchema },
        },
      },
      async (request, reply) => {
        const { order, replayed } = await service.createOrder(
          request.auth!.user,
          request.body.payMethod,
          request.headers['idempotency-key'],
        );
        return replay(reply, replayed).send(order);
      },
    );

    app.get(
      '/order',
      {
        schema: {
          tags: ['orders'],
          summary: "The customer's orders, newest first (40 per page by default)",
          querystring: page(40),
          response: { 200: OrderListResponseSchema },
        },
      },
      async (request) => service.listOrders(request.auth!.user, request.query),
    );

    app.post(
      '/convert-quote',
      {
        schema: {
          tags: ['orders'],
          summary:
            'Turn a valid quote into an order at its prices (once), taking the quoted quantities out of the cart; a repeated Idempotency-Key gets the same answer',
          headers: IdempotencyHeadersSchema,
          body: ConvertQuoteInputSchema,
          response: { 201: OrderCreatedSchema },
        },
      },
      async (request, reply) => {
        const { id, payMethod } = request.body;
        const { order, replayed } = await service.convertQuote(
          request.auth!.user,
          id,
          payMethod,
          request.headers['idempotency-key'],
        );
        return replay(reply, replayed).send(order);
      },
    );
  };
