import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ProductDetailSchema,
  ProductIdParamsSchema,
  ProductListQuerySchema,
  ProductListResponseSchema,
} from '@shop/shared';
import type { ProductService } from './service';

export const productRoutes =
  (service: ProductService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/products',
      {
        schema: {
          tags: ['catalogue'],
          summary:
            'Products, 1-based page as offset = page - 1. Search ignores accents, stems Spanish, matches model and SKU ' +
            'prefixes and falls back to typo-tolerant matching. `price` and the price filters exist only with a session.',
          querystring: ProductListQuerySchema,
          response: { 200: ProductListResponseSchema },
        },
      },
      async (request) => service.list(request.query, request.auth?.user ?? null),
    );

    app.get(
      '/products/:id',
      {
        schema: {
          tags: ['catalogue'],
          summary: 'One product; `price` only for a signed-in customer',
          params: ProductIdParamsSchema,
          response: { 200: ProductDetailSchema },
        },
      },
      async (request) => service.get(request.params.id, request.auth?.user ?? null),
    );
  };
