import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bogotaDate,
  ProductDetailSchema,
  ProductIdParamsSchema,
  ProductListQuerySchema,
  ProductListResponseSchema,
  type SessionUser,
} from '@shop/shared';
import { perAddressPerMinute } from '../../lib/address-limits';
import type { AnswerCache } from '../../lib/catalogue-cache/answer-cache';
import { sendCachedAnswer } from '../../lib/catalogue-cache/send-answer';
import type { ProductService } from './service';

/**
 * What a catalogue answer depends on besides the catalogue version: the caller's prices (one per
 * client type; none when anonymous), the day (the tax rules in force) and the request itself.
 */
const answerKey = (request: FastifyRequest) =>
  `${request.auth?.user.clientType ?? 'anonymous'}|${bogotaDate()}|${request.url}`;

/**
 * The caller's answer from the cache, made by `work` when missing, as the body the route's
 * serializer would write; public for an anonymous caller, private otherwise.
 */
async function sendCached<S extends z.ZodType>(
  request: FastifyRequest,
  reply: FastifyReply,
  cache: AnswerCache,
  schema: S,
  work: (viewer: SessionUser | null) => Promise<z.input<S>>,
) {
  const viewer = request.auth?.user ?? null;
  const answer = await cache.answer(answerKey(request), async () =>
    JSON.stringify(z.encode(schema, (await work(viewer)) as z.output<S>)),
  );
  return sendCachedAnswer(request, reply, answer, viewer ? 'private' : 'public');
}

const isSearch = (request: FastifyRequest) =>
  Boolean((request.query as { searchTerm?: unknown } | undefined)?.searchTerm);

export const productRoutes =
  (service: ProductService, cache: AnswerCache, searchesPerMinute: number): FastifyPluginAsyncZod =>
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
        config: {
          publicCache: 'anonymous',
          // A search of new words misses the cache and runs the full-text and typo-tolerant queries.
          rateLimit: perAddressPerMinute(searchesPerMinute, isSearch),
        },
      },
      async (request, reply) =>
        sendCached(request, reply, cache, ProductListResponseSchema, (viewer) =>
          service.list(request.query, viewer),
        ),
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
      async (request, reply) =>
        sendCached(request, reply, cache, ProductDetailSchema, (viewer) =>
          service.get(request.params.id, viewer),
        ),
    );
  };
