import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasAnyPermission, type Permission, type SessionUser } from '@shop/shared';
import { forbidden, sessionExpired, unauthenticated } from '../lib/errors';
import { SESSION_COOKIE } from '../lib/session/cookie';

/**
 * How the plugin finds the user behind a session: handed in by the composition root (the auth
 * module's repository), so plugins never import modules.
 */
export interface SessionLookup {
  /** The user behind a live session of an ACTIVE account, or undefined. */
  findSessionUser(sessionId: string, userId: number): Promise<SessionUser | undefined>;
}

export interface AuthContext {
  user: SessionUser;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null for an anonymous caller. */
    auth: AuthContext | null;
    /** A token came with the request but named no live session (expired, forged, logged out). */
    authFailed: boolean;
  }
}

export function tokenFrom(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || undefined;
  return request.cookies[SESSION_COOKIE] || undefined;
}

/**
 * Resolves the caller on every API request: the token only names a session; the session row and
 * the user's current roles are read from the database, so logout, a password change or a revoked
 * role take effect at once instead of when the token expires.
 */
export const authPlugin = fp(async (app: FastifyInstance, opts: { sessions: SessionLookup }) => {
  app.decorateRequest('auth', null);
  app.decorateRequest('authFailed', false);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const token = tokenFrom(request);
    if (!token) return;
    const claims = await app.tokens.read(token);
    const user = claims && (await opts.sessions.findSessionUser(claims.sessionId, claims.userId));
    if (!claims || !user) {
      request.authFailed = true;
      return;
    }
    request.auth = { user, sessionId: claims.sessionId };
  });
});

const PERMISSIONS_WANTED = Symbol('permissionsWanted');

/**
 * preValidation hook of a route (before the body is judged, so an anonymous caller gets 401,
 * not a validation message): 401 without a live session, 403 when the user holds none of the
 * permissions (a check passes with at least one: docs/architecture.md, "Contract: permissions"). The hook carries what it wants, so
 * the API documentation can tell which routes answer 401 and 403.
 */
export function requirePermission(...wanted: Permission[]) {
  const hook = async (request: FastifyRequest, _reply: FastifyReply) => {
    authenticated(request);
    if (wanted.length && !hasAnyPermission(request.auth!.user.permissions, wanted))
      throw forbidden();
  };
  return Object.assign(hook, { [PERMISSIONS_WANTED]: wanted });
}

/** The permissions a hook made by requirePermission asks for, or undefined for any other hook. */
export function permissionsWanted(hook: unknown): Permission[] | undefined {
  return (hook as { [PERMISSIONS_WANTED]?: Permission[] } | null)?.[PERMISSIONS_WANTED];
}

/** The signed-in user, or a 401 that tells an expired session from a missing one. */
export function authenticated(request: FastifyRequest): AuthContext {
  if (request.auth) return request.auth;
  if (request.authFailed) throw sessionExpired();
  throw unauthenticated();
}
