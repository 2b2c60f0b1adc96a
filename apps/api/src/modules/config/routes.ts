import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AdminConfigSchema, hasAnyPermission, PublicConfigSchema } from '@shop/shared';
import type { ConfigAdminService } from './admin-service';
import type { ConfigService } from './service';

export const configRoutes =
  (service: ConfigService, admin: ConfigAdminService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/config',
      {
        schema: {
          tags: ['config'],
          summary:
            'Site settings: theme, logo, percentages, minimum purchase, threshold for anyone; with ADMIN_CONFIG also SMTP (never its password), notification address and quote validity. The answer depends on the session: private, no-store, Vary: Cookie, Authorization',
          response: { 200: z.union([AdminConfigSchema, PublicConfigSchema]) },
        },
      },
      async (request) =>
        hasAnyPermission(request.auth?.user.permissions ?? [], ['ADMIN_CONFIG'])
          ? admin.full()
          : service.publicConfig(),
    );
  };
