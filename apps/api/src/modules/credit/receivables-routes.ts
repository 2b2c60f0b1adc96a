import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CompanyReceivableSchema, ReceivableParamsSchema, ReceivablesSchema } from '@shop/shared';
import { requirePermission } from '../../plugins/auth';
import type { CreditService } from './service';

/** Cartera: what the companies owe on credit, by age (ADMIN_PAYMENTS). */
export const receivablesRoutes =
  (service: CreditService): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preValidation', requirePermission('ADMIN_PAYMENTS'));

    app.get(
      '/receivables',
      {
        schema: {
          tags: ['credit'],
          summary:
            'Every company with a credit line: limit, owed, available, overdue and the ageing buckets by days past the due date (al día, 1-30, 31-60, 61-90, más de 90), with totals. One row per line, which staff grant by hand, so the list is not paged',
          response: { 200: ReceivablesSchema },
        },
      },
      async () => service.receivables(),
    );

    app.get(
      '/receivables/:id',
      {
        schema: {
          tags: ['credit'],
          summary:
            "One company's line with its open orders on credit, the earliest due first; 404 when it has no line",
          params: ReceivableParamsSchema,
          response: { 200: CompanyReceivableSchema },
        },
      },
      async (request) => service.companyReceivable(request.params.id),
    );
  };
