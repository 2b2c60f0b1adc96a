import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MunicipalityListSchema, MunicipalityQuerySchema } from '@shop/shared';
import type { MunicipalityService } from './service';

export const municipalityRoutes =
  (service: MunicipalityService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/municipalities',
      {
        config: { publicCache: true },
        schema: {
          tags: ['municipalities'],
          summary:
            'Colombian municipalities (DIVIPOLA, DANE); q filters by name or department, ignoring case and accents',
          querystring: MunicipalityQuerySchema,
          response: { 200: MunicipalityListSchema },
        },
      },
      async (request, reply) => {
        // The list changes only with a new DIVIPOLA release: let browsers keep it for a day.
        reply.header('Cache-Control', 'public, max-age=86400');
        return service.search(request.query.q);
      },
    );
  };
