import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ClientMemberParamsSchema,
  CompanyMemberListSchema,
  CompanyMemberSchema,
  MemberAccessInputSchema,
  UserIdParamsSchema,
} from '@shop/shared';
import { authenticated, requirePermission } from '../../plugins/auth';
import type { CompanyService } from './service';

/** The members on a client's page of the dashboard (ADMIN_CLIENTS). */
export const companyAdminRoutes =
  (service: CompanyService): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preValidation', requirePermission('ADMIN_CLIENTS'));

    app.get(
      '/auth/:id/members',
      {
        schema: {
          tags: ['clients'],
          summary: "A company client's members with their company role; none for a natural person",
          params: UserIdParamsSchema,
          response: { 200: CompanyMemberListSchema },
        },
      },
      async (request) => ({ members: await service.staffMembers(request.params.id) }),
    );

    app.patch(
      '/auth/:id/members/:userId',
      {
        config: { catalogue: 'untouched' },
        schema: {
          tags: ['clients'],
          summary: "Turn a member's access off (their sessions end at once) or back on",
          params: ClientMemberParamsSchema,
          body: MemberAccessInputSchema,
          response: { 200: CompanyMemberSchema },
        },
      },
      async (request) =>
        service.setAccess(
          authenticated(request).user,
          request.params.id,
          request.params.userId,
          request.body.active,
        ),
    );
  };
