import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AdminConfigSchema, hasAnyPermission, PublicConfigSchema } from '@shop/shared';
import type { ConfigAdminService } from './admin-service';
import type { ConfigService } from './service';

/**
 * GET /api/config. The public answer needs today's tax rules, which the admin service reads, so
 * both answers come from it; `_service` stays for the composition root's call.
 */
export const configRoutes =
  (_service: ConfigService, admin: ConfigAdminService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/config',
      {
        schema: {
          tags: ['config'],
          summary:
            "Site settings: theme, logo, percentages, minimum purchase for anyone, and the spec's taxes {retefuente, reteica} and retentionThreshold as read-only figures derived from the tax rules in force today (ReteFuente rate, default municipal ReteICA, ReteFuente base in pesos); with ADMIN_CONFIG also SMTP (never its password), notification address and quote validity. The answer depends on the session: private, no-store, Vary: Cookie, Authorization",
          response: { 200: z.union([AdminConfigSchema, PublicConfigSchema]) },
        },
      },
      async (request) =>
        hasAnyPermission(request.auth?.user.permissions ?? [], ['ADMIN_CONFIG'])
          ? admin.full()
          : admin.publicConfig(),
    );
  };
