import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bogotaDate,
  ProductDetailSchema,
  ProductIdParamsSchema,
  ProductListQuerySchema,
  ProductListResponseSchema,
} from '@shop/shared';
import type { AnswerCache } from '../../lib/catalogue-cache/answer-cache';
import { sendCachedAnswer } from '../../lib/catalogue-cache/send-answer';
import type { ProductService } from './service';

/**
 * What a catalogue answer depends on besides the catalogue version: the caller's prices (one per
 * client type; none when anonymous), the day (the tax rules in force) and the request itself.
 */
const answerKey = (request: FastifyRequest) =>
  `${request.auth?.user.clientType ?? 'anonymous'}|${bogotaDate()}|${request.url}`;

/** The body the route's serializer would write, written once per cached answer. */
const encoded = <S extends z.ZodType>(schema: S, value: z.input<S>) =>
  JSON.stringify(z.encode(schema, value as z.output<S>));

export const productRoutes =
  (service: ProductService, cache: AnswerCache): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/products',
      {
        schema: {
          tags: ['catalogue'],
          summary:
            'Products, 1-based page as offset = page - 1. Search ignores accents, stems Spanish, matches model and SKU ' +
            'prefixes and falls back to typo-tolerant matching. `price` and the price filters exist only with a session. ' +
            'A search or price range counts at most 1,000 matches (`totalCapped`). Anonymous answers carry an ETag.',
          querystring: ProductListQuerySchema,
          response: { 200: ProductListResponseSchema },
        },
        config: { publicCache: 'anonymous' },
      },
      async (request, reply) => {
        const viewer = request.auth?.user ?? null;
        const answer = await cache.answer(answerKey(request), async () =>
          encoded(ProductListResponseSchema, await service.list(request.query, viewer)),
        );
        return sendCachedAnswer(request, reply, answer, viewer ? 'private' : 'public');
      },
    );

    app.get(
      '/products/:id',
      {
        schema: {
          tags: ['catalogue'],
          summary:
            'One product; `price` only for a signed-in customer. Anonymous answers carry an ETag.',
          params: ProductIdParamsSchema,
          response: { 200: ProductDetailSchema },
        },
        config: { publicCache: 'anonymous' },
      },
      async (request, reply) => {
        const viewer = request.auth?.user ?? null;
        const answer = await cache.answer(answerKey(request), async () =>
          encoded(ProductDetailSchema, await service.get(request.params.id, viewer)),
        );
        return sendCachedAnswer(request, reply, answer, viewer ? 'private' : 'public');
      },
    );
  };
