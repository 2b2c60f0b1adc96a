import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CategoryDetailSchema,
  CategoryIdParamsSchema,
  CategoryListQuerySchema,
  CategorySchema,
} from '@shop/shared';
import type { CategoryService } from './service';

export const categoryRoutes =
  (service: CategoryService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/category',
      {
        schema: {
          tags: ['catalogue'],
          summary: 'Categories, optionally of one level (1 or 2), sorted by name',
          querystring: CategoryListQuerySchema,
          response: { 200: z.array(CategorySchema) },
        },
      },
      async (request) => service.list(request.query.level),
    );

    app.get(
      '/category/:id',
      {
        schema: {
          tags: ['catalogue'],
          summary: 'One category with its subcategories',
          params: CategoryIdParamsSchema,
          response: { 200: CategoryDetailSchema },
        },
      },
      async (request) => service.get(request.params.id),
    );
  };
