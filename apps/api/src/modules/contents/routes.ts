import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ContentIdParamsSchema,
  ContentSectionSchema,
  InfoPageParamsSchema,
  InfoPageSchema,
} from '@shop/shared';
import type { ContentsService } from './service';

export const contentRoutes =
  (service: ContentsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/contents',
      {
        schema: {
          tags: ['contents'],
          summary:
            "Content sections in their order ('Main Banner', 'Home', 'Login', 'Contact Us', 'Footer'…)",
          response: { 200: z.array(ContentSectionSchema) },
        },
      },
      async () => service.sections(),
    );

    app.get(
      '/contents/:id',
      {
        schema: {
          tags: ['contents'],
          summary: 'One content section',
          params: ContentIdParamsSchema,
          response: { 200: ContentSectionSchema },
        },
      },
      async (request) => service.section(request.params.id),
    );

    app.get(
      '/pages/:slug',
      {
        schema: {
          tags: ['contents'],
          summary:
            "An information page ('quienes-somos', 'envios', 'garantias'…) with its sanitized HTML",
          params: InfoPageParamsSchema,
          response: { 200: InfoPageSchema },
        },
      },
      async (request) => service.page(request.params.slug),
    );
  };
