import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ClientCreditSchema,
  CreditLineInputSchema,
  CreditLineSavedSchema,
  UserIdParamsSchema,
} from '@shop/shared';
import { authenticated, requirePermission } from '../../plugins/auth';
import type { CreditService } from './service';

/** A client's credit line on the client's page (ADMIN_CLIENTS). */
export const creditLineRoutes =
  (service: CreditService): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preValidation', requirePermission('ADMIN_CLIENTS'));

    app.get(
      '/auth/:id/credit',
      {
        schema: {
          tags: ['credit'],
          summary:
            "The client's company credit line (limit, term, status) with what it owes and may still order; `eligible` is false for a natural person, who cannot have one",
          params: UserIdParamsSchema,
          response: { 200: ClientCreditSchema },
        },
      },
      async (request) => service.clientCredit(request.params.id),
    );

    app.put(
      '/auth/:id/credit',
      {
        config: { catalogue: 'untouched', errors: ['CREDIT_COMPANY_ONLY'] },
        schema: {
          tags: ['credit'],
          summary:
            "Grants, changes or suspends a company's credit line, with a reason (audited). Suspending stops new orders on credit; what is owed stays owed. 409 CREDIT_COMPANY_ONLY for a natural person",
          params: UserIdParamsSchema,
          body: CreditLineInputSchema,
          response: { 200: CreditLineSavedSchema },
        },
      },
      async (request) =>
        service.saveLine(authenticated(request).user, request.params.id, request.body),
    );
  };
