import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AuditHistorySchema,
  AuditQuerySchema,
  TaxRulesUpdateSchema,
  TaxRulesViewSchema,
} from '@shop/shared';
import { requirePermission } from '../../plugins/auth';
import type { TaxRulesAdminService } from './admin-service';

/** Configuración › Impuestos (ADMIN_CONFIG): the dated tax rules of docs/taxes.md. */
export const taxRulesAdminRoutes =
  (service: TaxRulesAdminService): FastifyPluginAsyncZod =>
  async (app) => {
    const configAdmin = requirePermission('ADMIN_CONFIG');

    app.get(
      '/tax-rules',
      {
        preValidation: configAdmin,
        schema: {
          tags: ['taxes'],
          summary:
            'The dated tax rules: UVT per year, ReteFuente and ReteIVA, the art. 424 IVA caps and ReteICA per municipality (DIVIPOLA name joined; code null = the default for other municipalities); updatedAt is the time of the last change in the audit log, null before any',
          response: { 200: TaxRulesViewSchema },
        },
      },
      async () => service.view(),
    );

    app.put(
      '/tax-rules',
      {
        preValidation: configAdmin,
        config: { catalogue: 'changes', errors: ['NO_CHANGES'] },
        schema: {
          tags: ['taxes'],
          summary:
            'Replaces the whole table in one transaction and records it in the audit log with its reason. Rates are fractions (0.025), ReteICA per mil, bases and caps in UVT; 400 with field paths for a bad row, a repeated year or date, or a municipality DIVIPOLA does not know; 422 when nothing changes. Issued quotes and orders keep the rules they were issued with',
          body: TaxRulesUpdateSchema,
          response: { 200: TaxRulesViewSchema },
        },
      },
      async (request) => service.replace(request.auth!.user.id, request.body),
    );

    app.get(
      '/tax-rules/audit',
      {
        preValidation: configAdmin,
        schema: {
          tags: ['taxes'],
          summary: 'Who changed the tax rules, when, the table before and after, and why',
          querystring: AuditQuerySchema,
          response: { 200: AuditHistorySchema },
        },
      },
      async (request) => service.history(request.query),
    );
  };
