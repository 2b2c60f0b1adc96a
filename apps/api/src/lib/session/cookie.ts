import type { FastifyReply } from 'fastify';

export const SESSION_COOKIE = 'tienda_session';
/**
 * Not a secret: only tells the SPA that a session cookie exists, so an anonymous visit does not
 * ask the server to verify a session it does not have.
 */
export const SIGNED_IN_COOKIE = 'tienda_signed_in';

/**
 * The browser's session (docs/architecture.md, departure 9): HttpOnly so no script can read it,
 * SameSite=Strict against cross-site requests, Secure whenever the shop is served over HTTPS.
 */
export function setSessionCookie(
  reply: FastifyReply,
  token: string,
  expiresAt: Date,
  secure: boolean,
) {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure,
    path: '/',
    expires: expiresAt,
  });
  reply.setCookie(SIGNED_IN_COOKIE, '1', {
    httpOnly: false,
    sameSite: 'strict',
    secure,
    path: '/',
    expires: expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean) {
  reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'strict', secure, path: '/' });
  reply.clearCookie(SIGNED_IN_COOKIE, { sameSite: 'strict', secure, path: '/' });
}
