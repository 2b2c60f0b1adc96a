import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminConfigSchema,
  AuditHistorySchema,
  AuditQuerySchema,
  ConfigPatchSchema,
  MessageResponseSchema,
  TestMailSchema,
} from '@shop/shared';
import { requirePermission } from '../../plugins/auth';
import type { ConfigAdminService } from './admin-service';

/** The configuration page (ADMIN_CONFIG); GET /api/config answers it the full settings. */
export const configAdminRoutes =
  (service: ConfigAdminService): FastifyPluginAsyncZod =>
  async (app) => {
    const configAdmin = requirePermission('ADMIN_CONFIG');

    app.patch(
      '/config',
      {
        preValidation: configAdmin,
        config: { catalogue: 'changes', errors: ['SMTP_PASSWORD_REQUIRED'] },
        schema: {
          tags: ['config'],
          summary:
            'Changes only the fields of configData (the body is { id: 1, configData }); percentages as fractions with up to 5 decimals; the SMTP password is write-only (absent: unchanged, empty: cleared) and goes only with the host, port and user it was stored with: changing one of them needs smtp.pass too',
          body: ConfigPatchSchema,
          response: { 200: AdminConfigSchema },
        },
      },
      async (request) => service.update(request.auth!.user.id, request.body.configData),
    );

    app.post(
      '/config/test-mail',
      {
        preValidation: configAdmin,
        config: {
          catalogue: 'untouched',
          errors: ['SMTP_NOT_CONFIGURED', 'SMTP_PASSWORD_REQUIRED', 'SMTP_FAILED'],
          rateLimit: { max: 10, timeWindow: '1 minute' },
        },
        schema: {
          tags: ['config'],
          summary:
            "Sends a test mail to the signed-in admin with the stored SMTP settings (any field sent overrides the stored one for this test only; another host, port or user than the stored ones needs smtp.pass too, the stored password never goes elsewhere); the SMTP server's refusal is answered as 502 in Spanish",
          body: TestMailSchema,
          response: { 200: MessageResponseSchema },
        },
      },
      async (request) => service.testMail(request.auth!.user.email, request.body?.smtp),
    );

    app.get(
      '/config/audit',
      {
        preValidation: configAdmin,
        schema: {
          tags: ['config'],
          summary:
            'Who changed the settings, when, before and after (the SMTP password only as ••••)',
          querystring: AuditQuerySchema,
          response: { 200: AuditHistorySchema },
        },
      },
      async (request) => service.history(request.query),
    );
  };
