import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BrandDetailSchema, BrandIdParamsSchema, BrandSchema } from '@shop/shared';
import type { BrandService } from './service';

export const brandRoutes =
  (service: BrandService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/brand',
      {
        schema: {
          tags: ['catalogue'],
          summary: 'Every brand, sorted by name',
          response: { 200: z.array(BrandSchema) },
        },
      },
      async () => service.list(),
    );

    app.get(
      '/brand/:id',
      {
        schema: {
          tags: ['catalogue'],
          summary:
            'One brand with its title, HTML description and logo (our own record, no external catalogue)',
          params: BrandIdParamsSchema,
          response: { 200: BrandDetailSchema },
        },
      },
      async (request) => service.get(request.params.id),
    );
  };
