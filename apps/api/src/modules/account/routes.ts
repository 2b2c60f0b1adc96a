import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AccountSchema,
  AdminClientUpdateSchema,
  hasAnyPermission,
  AccountUpdateResponseSchema,
  ClientTypeUpdateSchema,
  ProfileUpdateSchema,
  UserIdParamsSchema,
} from '@shop/shared';
import { authenticated, requirePermission } from '../../plugins/auth';
import { notFound } from '../../lib/errors';
import { parseBody } from '../../lib/parse-body';
import type { AdminClientService } from './admin-service';
import type { AccountService } from './service';

/**
 * The account of /user/{id}, the customer's own client type and profile (docs/architecture.md,
 * "Contract: API calls").
 */
export const accountRoutes =
  (service: AccountService, admin: AdminClientService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/auth/:id',
      {
        preValidation: requirePermission('USER', 'ADMIN_CLIENTS'),
        schema: {
          tags: ['account'],
          summary: "A user with profile: one's own, or any for ADMIN_CLIENTS",
          params: UserIdParamsSchema,
          response: { 200: AccountSchema },
        },
      },
      async (request) => service.get(authenticated(request).user, request.params.id),
    );

    app.patch(
      '/auth/update/:id',
      {
        preValidation: requirePermission('USER', 'ADMIN_CLIENTS'),
        config: { catalogue: 'untouched', rateLimit: { max: 30, timeWindow: '1 hour' } },
        schema: {
          tags: ['account'],
          summary:
            'A customer changes their own client type (CLIENT_FINAL at once, others after review); ' +
            'staff with ADMIN_CLIENTS change status, type, roles and tax flags with a reason',
          description:
            'Body: `{clientType}` for a customer, `{clientStatus?, clientType?, roles?, taxFlags?, comments}` ' +
            'for ADMIN_CLIENTS; which one applies depends on the caller, so it is checked in the handler.',
          params: UserIdParamsSchema,
          response: { 200: AccountUpdateResponseSchema },
        },
      },
      async (request) => {
        const { user } = authenticated(request);
        if (hasAnyPermission(user.permissions, ['ADMIN_CLIENTS']))
          return admin.update(
            user,
            request.params.id,
            parseBody(AdminClientUpdateSchema, request.body),
          );
        // Someone else's account does not exist for a customer, whatever the body says.
        if (request.params.id !== user.id) throw notFound('No encontramos este usuario.');
        const { clientType } = parseBody(ClientTypeUpdateSchema, request.body);
        return service.changeOwnClientType(user, request.params.id, clientType);
      },
    );

    app.patch(
      '/profile',
      {
        config: { catalogue: 'untouched' },
        preValidation: requirePermission('USER'),
        schema: {
          tags: ['account'],
          summary: "Change the fields of one's own profile that differ; nothing else is written",
          body: ProfileUpdateSchema,
          response: { 200: AccountUpdateResponseSchema },
        },
      },
      async (request) => service.updateOwnProfile(authenticated(request).user, request.body),
    );
  };
