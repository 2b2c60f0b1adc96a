import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AcceptInvitationInputSchema,
  InvitationPreviewSchema,
  InvitationTokenInputSchema,
  SessionResponseSchema,
} from '@shop/shared';
import { setSessionCookie } from '../../lib/session/cookie';
import type { CompanyService } from './service';

/** The invited person's side: no session yet, the link's token is the credential. */
export const invitationRoutes =
  (service: CompanyService, limits: { perHour: number }): FastifyPluginAsyncZod =>
  async (app) => {
    const rateLimit = { max: limits.perHour, timeWindow: '1 hour' };

    app.post(
      '/company-invitations/preview',
      {
        config: { catalogue: 'untouched', rateLimit, errors: ['INVITATION_INVALID'] },
        schema: {
          tags: ['companies'],
          summary: 'What a live invitation offers: the company, the e-mail and the role',
          body: InvitationTokenInputSchema,
          response: { 200: InvitationPreviewSchema },
        },
      },
      async (request) => service.preview(request.body.token),
    );

    app.post(
      '/company-invitations/accept',
      {
        config: {
          catalogue: 'untouched',
          rateLimit,
          errors: ['INVITATION_INVALID', 'INVITATION_EMAIL_HAS_ACCOUNT'],
        },
        schema: {
          tags: ['companies'],
          summary:
            'Join the company: spends the link once, creates the login with its password and signs it in',
          body: AcceptInvitationInputSchema,
          response: { 200: SessionResponseSchema },
        },
      },
      async (request, reply) => {
        const session = await service.accept(request.body);
        setSessionCookie(reply, session.token, new Date(session.expiresAt), app.secureCookies);
        return session;
      },
    );
  };
