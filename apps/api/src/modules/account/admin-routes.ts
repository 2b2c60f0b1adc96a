import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AccountUpdateResponseSchema,
  AuditHistorySchema,
  AuditQuerySchema,
  ClientListQuerySchema,
  ClientListSchema,
  TypeRequestDecisionSchema,
  UserIdParamsSchema,
} from '@shop/shared';
import { authenticated, requirePermission } from '../../plugins/auth';
import type { AdminClientService } from './admin-service';

/**
 * Issue 12, clients screens (ADMIN_CLIENTS): the list, type-request decisions and the audit trail.
 * Status, type and role changes share PATCH /auth/update/{id} with the customer (routes.ts).
 */
export const adminClientRoutes =
  (service: AdminClientService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/auth',
      {
        preValidation: requirePermission('ADMIN_CLIENTS'),
        schema: {
          tags: ['clients'],
          summary: 'One page of clients, newest first: search, status, type, pending type requests',
          querystring: ClientListQuerySchema,
          response: { 200: ClientListSchema },
        },
      },
      async (request) => service.list(request.query),
    );

    app.post(
      '/auth/:id/type-request',
      {
        preValidation: requirePermission('ADMIN_CLIENTS'),
        // A customer with no request waiting (already decided, or withdrawn).
        config: { catalogue: 'untouched', errors: ['CONFLICT'] },
        schema: {
          tags: ['clients'],
          summary: "Approve or reject a customer's pending client-type request, with a reason",
          params: UserIdParamsSchema,
          body: TypeRequestDecisionSchema,
          response: { 200: AccountUpdateResponseSchema },
        },
      },
      async (request) =>
        service.decideTypeRequest(authenticated(request).user, request.params.id, request.body),
    );

    app.post(
      '/auth/:id/municipality-request',
      {
        preValidation: requirePermission('ADMIN_CLIENTS'),
        // A customer with no change of city waiting (already decided, or withdrawn).
        config: { catalogue: 'untouched', errors: ['CONFLICT'] },
        schema: {
          tags: ['clients'],
          summary:
            "Approve or reject a customer's change of city (it decides the withholdings), with a reason",
          params: UserIdParamsSchema,
          body: TypeRequestDecisionSchema,
          response: { 200: AccountUpdateResponseSchema },
        },
      },
      async (request) =>
        service.decideMunicipalityRequest(
          authenticated(request).user,
          request.params.id,
          request.body,
        ),
    );

    app.get(
      '/auth/:id/audit',
      {
        preValidation: requirePermission('ADMIN_CLIENTS'),
        schema: {
          tags: ['clients'],
          summary: "The account's audit trail: who changed what, when and why, newest first",
          params: UserIdParamsSchema,
          querystring: AuditQuerySchema,
          response: { 200: AuditHistorySchema },
        },
      },
      async (request) => service.history(request.params.id, request.query),
    );
  };
