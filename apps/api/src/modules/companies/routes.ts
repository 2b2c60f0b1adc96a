import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CompanyInvitationInputSchema,
  CompanyInvitationParamsSchema,
  CompanyMemberParamsSchema,
  CompanyMemberRoleInputSchema,
  CompanyMemberSchema,
  CompanyPeopleSchema,
  OkResponseSchema,
  SentInvitationSchema,
} from '@shop/shared';
import { authenticated, requirePermission } from '../../plugins/auth';
import type { CompanyService } from './service';

/** The company administrator's screen: its members and invitations (ADR 017). */
export const companyRoutes =
  (service: CompanyService, limits: { invitationsPerHour: number }): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preValidation', requirePermission('USER'));

    app.get(
      '/company/members',
      {
        config: { errors: ['COMPANY_ADMIN_ONLY'] },
        schema: {
          tags: ['companies'],
          summary: "The company's members and live invitations; only its administrator reads them",
          response: { 200: CompanyPeopleSchema },
        },
      },
      async (request) => service.people(authenticated(request).user),
    );

    app.post(
      '/company/invitations',
      {
        config: {
          catalogue: 'untouched',
          // Each one sends a mail to an address someone typed: a cap keeps it from being a relay.
          rateLimit: { max: limits.invitationsPerHour, timeWindow: '1 hour' },
          errors: ['COMPANY_ADMIN_ONLY', 'INVITATION_EMAIL_HAS_ACCOUNT', 'INVITATION_PENDING'],
        },
        schema: {
          tags: ['companies'],
          summary:
            'Invite a colleague by e-mail: a single-use link with an expiry, mailed through the outbox; an e-mail with an account is refused',
          body: CompanyInvitationInputSchema,
          response: { 201: SentInvitationSchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await service.invite(authenticated(request).user, request.body)),
    );

    app.delete(
      '/company/invitations/:id',
      {
        config: { catalogue: 'untouched', errors: ['COMPANY_ADMIN_ONLY'] },
        schema: {
          tags: ['companies'],
          summary: 'Cancel a live invitation: its link stops working',
          params: CompanyInvitationParamsSchema,
          response: { 200: OkResponseSchema },
        },
      },
      async (request) => {
        await service.cancelInvitation(authenticated(request).user, request.params.id);
        return { ok: true as const };
      },
    );

    app.patch(
      '/company/members/:userId',
      {
        config: {
          catalogue: 'untouched',
          errors: ['COMPANY_ADMIN_ONLY', 'COMPANY_LAST_ADMINISTRATOR'],
        },
        schema: {
          tags: ['companies'],
          summary: "Change a member's company role; the last active administrator keeps theirs",
          params: CompanyMemberParamsSchema,
          body: CompanyMemberRoleInputSchema,
          response: { 200: CompanyMemberSchema },
        },
      },
      async (request) =>
        service.changeRole(authenticated(request).user, request.params.userId, request.body.role),
    );

    app.delete(
      '/company/members/:userId',
      {
        config: {
          catalogue: 'untouched',
          errors: ['COMPANY_ADMIN_ONLY', 'COMPANY_LAST_ADMINISTRATOR'],
        },
        schema: {
          tags: ['companies'],
          summary: 'Remove a member from the company: their sessions end at once',
          params: CompanyMemberParamsSchema,
          response: { 200: OkResponseSchema },
        },
      },
      async (request) => {
        await service.remove(authenticated(request).user, request.params.userId);
        return { ok: true as const };
      },
    );
  };
