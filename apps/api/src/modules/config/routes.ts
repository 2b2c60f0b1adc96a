import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PublicConfigSchema } from '@shop/shared';
import { AppError } from '../../lib/errors';
import { createConfigRepository, toPublicConfig } from './repository';

export const configRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/config',
    {
      schema: {
        tags: ['config'],
        summary: 'Public site settings: theme, logo, percentages, minimum purchase, threshold',
        response: { 200: PublicConfigSchema },
      },
    },
    async () => {
      const row = await createConfigRepository(app.db).get();
      if (!row) throw new AppError(500, 'INTERNAL_ERROR', 'site_config row 1 is missing');
      return toPublicConfig(row);
    },
  );
};
