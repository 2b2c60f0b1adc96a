import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AccountUpdateResponseSchema,
  RutProposalAnswerSchema,
  RutProposalDecisionSchema,
  UserIdParamsSchema,
} from '@shop/shared';
import { authenticated, requirePermission } from '../../plugins/auth';
import type { RutProposalService } from './rut-proposal-service';

/** Issue 32: the tax profile read on a client's RUT, beside the RUT viewer (ADMIN_CLIENTS). */
export const rutProposalRoutes =
  (service: RutProposalService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/auth/:id/rut-proposal',
      {
        preValidation: requirePermission('ADMIN_CLIENTS'),
        schema: {
          tags: ['clients'],
          summary:
            "What the shop read on the client's latest RUT and proposes for its tax profile, with the fields that contradict the registration; null when no RUT was read",
          params: UserIdParamsSchema,
          response: { 200: RutProposalAnswerSchema },
        },
      },
      async (request) => service.read(request.params.id),
    );

    app.post(
      '/auth/:id/rut-proposal',
      {
        preValidation: requirePermission('ADMIN_CLIENTS'),
        // 409: the RUT could not be read, or the proposal was already decided.
        config: { catalogue: 'untouched', errors: ['CONFLICT'] },
        schema: {
          tags: ['clients'],
          summary:
            'Confirm the RUT proposal, or correct any flag or identity field of it, with a reason: the tax profile is written, confirmed and audited',
          params: UserIdParamsSchema,
          body: RutProposalDecisionSchema,
          response: { 200: AccountUpdateResponseSchema },
        },
      },
      async (request) =>
        service.decide(authenticated(request).user, request.params.id, request.body),
    );
  };
