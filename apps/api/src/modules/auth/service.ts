import { randomUUID } from 'node:crypto';
import { MESSAGES, type LoginInput, type SessionResponse, type SessionUser } from '@shop/shared';
import type { AttemptLimiter } from '../../lib/attempt-limiter';
import { AppError, forbidden, internal, rateLimited } from '../../lib/errors';
import type { PasswordHasher } from '../../lib/password-hasher';
import type { DeviceCookies } from '../../lib/session/device-cookie';
import type { AuthRepository } from './repository';
import type { LoginLimits } from '../../config/limits';
import { SESSION_TTL_SECONDS, type TokenService } from '../../lib/session/tokens';

/** The failed sign-in counter of an address (password recovery clears it too). */
export const loginEmailKey = (email: string) => `login-email:${email}`;

interface Deps {
  /** Shared with the auth plugin, which checks each request's session against it. */
  repo: AuthRepository;
  tokens: TokenService;
  limiter: AttemptLimiter;
  limits: LoginLimits;
  hasher: PasswordHasher;
  devices: DeviceCookies;
}

/** Sign-in, session refresh and sign-out. */
export function createAuthService({ repo, tokens, limiter, limits, hasher, devices }: Deps) {
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
     * only revealed to someone who knows its password. Every attempt counts before the password
     * is hashed, so a burst gets no more guesses than the limits: per IP and per e-mail, or, from
     * a browser the owner signed in from before (its device cookie), per that device alone, so
     * guesses from elsewhere never lock the owner out of it. A success takes its IP attempt back
     * and clears the e-mail's (or the device's) count, and answers the device cookie to keep.
     */
    async login(
      input: LoginInput,
      { ip, device }: { ip: string; device?: string },
    ): Promise<{ session: SessionResponse; device: string }> {
      const trusted = devices.deviceOf(device, input.email);
      // The address first: one already refused must not use up the e-mail's attempts (and so
      // lock its owner out) as well.
      const ipKey = `login-ip:${ip}`;
      const emailKey = loginEmailKey(input.email);
      const deviceKey = `login-device:${trusted}`;
      const counted: Array<[key: string, max: number]> = trusted
        ? [[deviceKey, limits.perEmail]]
        : [
            [ipKey, limits.perIp],
            [emailKey, limits.perEmail],
          ];
      for (const [key, max] of counted)
        if (!(await limiter.hit(key, max))) throw rateLimited(MESSAGES.tooManyAttempts);
      const found = await repo.findCredentials(input.email);
      let valid: boolean;
      try {
        valid = await hasher.verify(input.password, found?.passwordHash, ip);
      } catch (err) {
        // Refused before any check (the hashing line was full): no guess was spent.
        await Promise.all(counted.map(([key]) => limiter.forgive(key)));
        throw err;
      }
      if (!found || !valid) throw new AppError('INVALID_CREDENTIALS');
      await Promise.all(
        trusted ? [limiter.reset(deviceKey)] : [limiter.forgive(ipKey), limiter.reset(emailKey)],
      );
      if (found.clientStatus === 'PENDING') throw forbidden('ACCOUNT_PENDING');
      if (found.clientStatus === 'INACTIVE') throw forbidden('ACCOUNT_INACTIVE');

      return {
        session: await startSession(found.id),
        device: trusted ? device! : devices.issue(input.email),
      };
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
