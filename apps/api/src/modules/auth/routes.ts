import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LoginInputSchema, OkResponseSchema, SessionResponseSchema } from '@shop/shared';
import { requirePermission } from '../../plugins/auth';
import { clearSessionCookie, setSessionCookie } from '../../lib/session/cookie';
import { DEVICE_COOKIE, setDeviceCookie } from '../../lib/session/device-cookie';
import type { AuthService } from './service';

export const authRoutes =
  (service: AuthService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/auth/login',
      {
        config: {
          catalogue: 'untouched',
          errors: ['INVALID_CREDENTIALS', 'ACCOUNT_PENDING', 'ACCOUNT_INACTIVE', 'RATE_LIMITED'],
        },
        schema: {
          tags: ['auth'],
          summary: 'Sign in; answers the token and sets the session cookie',
          body: LoginInputSchema,
          response: { 200: SessionResponseSchema },
        },
      },
      async (request, reply) => {
        const { session, device } = await service.login(request.body, {
          ip: request.ip,
          device: request.cookies[DEVICE_COOKIE],
        });
        setSessionCookie(reply, session.token, new Date(session.expiresAt), app.secureCookies);
        setDeviceCookie(reply, device, app.secureCookies);
        return session;
      },
    );

    app.get(
      '/auth/user/verify',
      {
        preValidation: requirePermission(),
        schema: {
          tags: ['auth'],
          summary: 'Check the session and answer a fresh token for it',
          response: { 200: SessionResponseSchema },
        },
      },
      async (request, reply) => {
        const { user, sessionId } = request.auth!;
        const session = await service.refresh(user, sessionId);
        setSessionCookie(reply, session.token, new Date(session.expiresAt), app.secureCookies);
        return session;
      },
    );

    app.post(
      '/auth/logout',
      {
        config: { catalogue: 'untouched' },
        schema: {
          tags: ['auth'],
          summary: 'End the session on the server and clear the cookie',
          response: { 200: OkResponseSchema },
        },
      },
      async (request, reply) => {
        if (request.auth) await service.logout(request.auth.sessionId);
        clearSessionCookie(reply, app.secureCookies);
        return { ok: true as const };
      },
    );
  };
