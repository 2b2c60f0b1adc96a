import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AccountSchema,
  AccountUpdateResponseSchema,
  ClientTypeUpdateSchema,
  ProfileUpdateSchema,
  UserIdParamsSchema,
} from '@shop/shared';
import { authenticated, requirePermission } from '../../plugins/auth';
import type { AccountService } from './service';

/** Spec §7: the account of /user/{id}, the customer's own client type and profile. */
export const accountRoutes =
  (service: AccountService): FastifyPluginAsyncZod =>
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
        preValidation: requirePermission('USER'),
        config: { rateLimit: { max: 30, timeWindow: '1 hour' } },
        schema: {
          tags: ['account'],
          summary:
            'The customer changes their own client type: CLIENT_FINAL at once, others after review',
          params: UserIdParamsSchema,
          body: ClientTypeUpdateSchema,
          response: { 200: AccountUpdateResponseSchema },
        },
      },
      async (request) =>
        service.changeOwnClientType(
          authenticated(request).user,
          request.params.id,
          request.body.clientType,
        ),
    );

    app.patch(
      '/profile',
      {
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
