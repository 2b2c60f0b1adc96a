import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TrmSchema } from '@shop/shared';
import { AppError } from '../../lib/errors';
import type { TrmService } from './service';

export const trmRoutes =
  (service: TrmService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/trm',
      {
        config: { publicCache: true, errors: ['TRM_UNAVAILABLE'] },
        schema: {
          tags: ['trm'],
          summary:
            "The day's TRM (COP per USD); the last known value with `stale: true` while the provider is down",
          response: { 200: TrmSchema },
        },
      },
      async (_request, reply) => {
        const trm = await service.current();
        if (!trm) throw new AppError('TRM_UNAVAILABLE');
        reply.header('Cache-Control', trm.stale ? 'no-cache' : 'public, max-age=600');
        return trm;
      },
    );
  };
