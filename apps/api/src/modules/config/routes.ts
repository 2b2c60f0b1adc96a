import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PublicConfigSchema } from '@shop/shared';
import type { ConfigService } from './service';

export const configRoutes =
  (service: ConfigService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/config',
      {
        schema: {
          tags: ['config'],
          summary: 'Public site settings: theme, logo, percentages, minimum purchase, threshold',
          response: { 200: PublicConfigSchema },
        },
      },
      async () => service.publicConfig(),
    );
  };
