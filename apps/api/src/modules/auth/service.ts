import { randomUUID } from 'node:crypto';
import { MESSAGES, type LoginInput, type SessionResponse, type SessionUser } from '@shop/shared';
import type { AttemptLimiter } from '../../lib/attempt-limiter';
import { AppError, forbidden, internal, rateLimited } from '../../lib/errors';
import type { PasswordHasher } from '../../lib/password-hasher';
import type { AuthRepository } from './repository';
import { SESSION_TTL_SECONDS, type TokenService } from '../../lib/session/tokens';

export interface LoginLimits {
  perIp: number;
  perEmail: number;
}

/** The failed sign-in counter of an address (password recovery clears it too). */
export const loginEmailKey = (email: string) => `login-email:${email}`;

interface Deps {
  /** Shared with the auth plugin, which checks each request's session against it. */
  repo: AuthRepository;
  tokens: TokenService;
  limiter: AttemptLimiter;
  limits: LoginLimits;
  hasher: PasswordHasher;
}

/** Sign-in, session refresh and sign-out. */
export function createAuthService({ repo, tokens, limiter, limits, hasher }: Deps) {
  const idleExpiry = () => new Date(Date.now() + SESSION_TTL_SECONDS * 1000);
  const issue = async (
    user: SessionUser,
    sessionId: string,
    expiresAt: Date,
  ): Promise<SessionResponse> => {
    const token = await tokens.sign(
      {
        userId: user.id,
        sessionId,
        roles: user.roles.map(({ name, permissions }) => ({ name, permissions })),
      },
      expiresAt,
    );
    return { token, expiresAt: expiresAt.toISOString(), user };
  };

  /** A new session for an account whose credentials were just checked. */
  const startSession = async (userId: number): Promise<SessionResponse> => {
    const user = await repo.findUser(userId);
    if (!user) throw internal(`user ${userId} has no profile`);
    const sessionId = randomUUID();
    const session = await issue(user, sessionId, idleExpiry());
    await repo.createSession(sessionId, user.id, new Date(session.expiresAt));
    return session;
  };

  return {
    /**
     * Checks the password before telling PENDING or INACTIVE apart, so an account's status is
     * only revealed to someone who knows its password. Every attempt counts per IP and per
     * e-mail before the password is hashed, so a burst gets no more guesses than the limits; a
     * success takes its IP attempt back and clears the e-mail's count.
     */
    async login(input: LoginInput, ip: string): Promise<SessionResponse> {
      const ipKey = `login-ip:${ip}`;
      const emailKey = loginEmailKey(input.email);
      // The address first: one already refused must not use up the e-mail's attempts (and so
      // lock its owner out) as well.
      const allowed =
        (await limiter.hit(ipKey, limits.perIp)) && (await limiter.hit(emailKey, limits.perEmail));
      if (!allowed) throw rateLimited(MESSAGES.tooManyAttempts);
      const found = await repo.findCredentials(input.email);
      let valid: boolean;
      try {
        valid = await hasher.verify(input.password, found?.passwordHash, ip);
      } catch (err) {
        // Refused before any check (the hashing line was full): no guess was spent.
        await Promise.all([limiter.forgive(ipKey), limiter.forgive(emailKey)]);
        throw err;
      }
      if (!found || !valid) throw new AppError('INVALID_CREDENTIALS');
      await Promise.all([limiter.forgive(ipKey), limiter.reset(emailKey)]);
      if (found.clientStatus === 'PENDING') throw forbidden('ACCOUNT_PENDING');
      if (found.clientStatus === 'INACTIVE') throw forbidden('ACCOUNT_INACTIVE');

      return startSession(found.id);
    },

    startSession,

    /**
     * A fresh token for the same session, with its expiry pushed forward (spec: verify), but never
     * past the session's absolute end.
     */
    async refresh(user: SessionUser, sessionId: string): Promise<SessionResponse> {
      const wanted = idleExpiry();
      return issue(user, sessionId, (await repo.extendSession(sessionId, wanted)) ?? wanted);
    },

    async logout(sessionId: string): Promise<void> {
      await repo.revokeSession(sessionId);
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
