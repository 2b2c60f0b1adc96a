import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACCOUNT_MESSAGES,
  ChangePasswordSchema,
  MessageResponseSchema,
  PasswordRequestSchema,
  PasswordResponseSchema,
  SessionResponseSchema,
} from '@shop/shared';
import { authenticated, requirePermission } from '../../plugins/auth';
import { setSessionCookie } from '../../lib/session/cookie';
import type { PasswordRouteLimits } from '../../config/limits';
import type { PasswordService } from './service';

export const passwordRoutes =
  (
    service: PasswordService,
    limits: PasswordRouteLimits,
    /** Whether mail can leave: the answer promises a link only then. */
    mailConfigured: () => Promise<boolean>,
  ): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/auth/change-password',
      {
        preValidation: requirePermission(),
        config: { catalogue: 'untouched', errors: ['WRONG_PASSWORD', 'RATE_LIMITED'] },
        schema: {
          tags: ['auth'],
          summary:
            "Change one's password: ends every other session and answers a fresh one for this client",
          body: ChangePasswordSchema,
          response: { 200: SessionResponseSchema },
        },
      },
      async (request, reply) => {
        const { user } = authenticated(request);
        const session = await service.change(user, request.body);
        setSessionCookie(reply, session.token, new Date(session.expiresAt), app.secureCookies);
        return session;
      },
    );

    app.post(
      '/auth/password-request',
      {
        config: {
          catalogue: 'untouched',
          rateLimit: { max: limits.requestsPerHour, timeWindow: '1 hour' },
        },
        schema: {
          tags: ['auth'],
          summary:
            'Mail a recovery link; the answer is the same whether or not the e-mail exists (and says no link can be mailed while SMTP is not configured)',
          body: PasswordRequestSchema,
          response: { 200: MessageResponseSchema },
        },
      },
      async (request) => {
        service.request(request.body.email);
        return {
          message: (await mailConfigured())
            ? ACCOUNT_MESSAGES.recoveryRequested
            : ACCOUNT_MESSAGES.recoveryMailOff,
        };
      },
    );

    app.post(
      '/auth/password-response',
      {
        config: {
          catalogue: 'untouched',
          rateLimit: { max: limits.resetsPerWindow, timeWindow: '15 minutes' },
        },
        schema: {
          tags: ['auth'],
          summary: 'Set a new password with a recovery token (no sign-in needed)',
          body: PasswordResponseSchema,
          response: { 200: MessageResponseSchema },
        },
      },
      async (request) => {
        await service.reset(request.body);
        return { message: ACCOUNT_MESSAGES.passwordChanged };
      },
    );
  };
