import {
  ACCOUNT_MESSAGES,
  RECOVERY_TOKEN_TTL_MINUTES,
  type ChangePasswordInput,
  type PasswordResponseInput,
  type SessionResponse,
  type SessionUser,
} from '@shop/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { AttemptLimiter } from '../../lib/attempt-limiter';
import { AppError } from '../../lib/errors';
import type { PasswordHasher } from '../../lib/password-hasher';
import { loginEmailKey, type AuthService } from '../auth/service';
import { createConfigRepository } from '../config/repository';
import type { Mailer } from '../mail/mailer';
import { passwordChangedMail, recoveryMail } from './mails';
import { createPasswordRepository } from './repository';

/** Recovery mails per account and hour: more would let anyone flood someone's inbox. */
const RECOVERY_MAILS_PER_HOUR = 3;

interface Deps {
  db: Db;
  mailer: Mailer;
  auth: AuthService;
  limiter: AttemptLimiter;
  hasher: PasswordHasher;
  /** Wrong current passwords per account before change-password waits out the window. */
  maxWrongPasswords: number;
  /** Absolute address of the shop: recovery links must never be built from a request's Host. */
  siteUrl: string;
  recoveryJitterMs: number;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const invalidToken = () =>
  new AppError(400, 'RECOVERY_TOKEN_INVALID', ACCOUNT_MESSAGES.recoveryTokenInvalid, [
    { path: 'recoveryToken', message: ACCOUNT_MESSAGES.recoveryTokenInvalid },
  ]);

/** Change of password while signed in, and recovery by e-mail (spec §5, §7). */
export function createPasswordService({
  db,
  mailer,
  auth,
  limiter,
  hasher,
  maxWrongPasswords,
  siteUrl,
  recoveryJitterMs,
}: Deps) {
  const repo = createPasswordRepository(db);

  const shopName = async () => (await createConfigRepository(db).get())?.shopName ?? 'Tienda';

  const setPassword = (userId: number, passwordHash: string) =>
    db.transaction((tx) => createPasswordRepository(tx).setPassword(userId, passwordHash));

  /**
   * A new recovery token, or undefined when the account already got its links for the hour.
   * Requests for one account are counted one at a time: simultaneous ones cannot pass the cap.
   */
  const issueToken = (userId: number) =>
    db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${4_243}, ${userId})`);
      const txRepo = createPasswordRepository(tx);
      const hourAgo = new Date(Date.now() - 60 * 60 * 1000);
      if ((await txRepo.countTokensSince(userId, hourAgo)) >= RECOVERY_MAILS_PER_HOUR)
        return undefined;
      const expiresAt = new Date(Date.now() + RECOVERY_TOKEN_TTL_MINUTES * 60 * 1000);
      return txRepo.createToken(userId, expiresAt);
    });

  return {
    /**
     * Every older session ends (a stolen one included); this browser gets a fresh session so the
     * person who just proved the password stays signed in.
     */
    async change(user: SessionUser, input: ChangePasswordInput): Promise<SessionResponse> {
      const key = `password-change:${user.id}`;
      // Counted before the hash, so simultaneous guesses cannot all be checked.
      if (!(await limiter.hit(key, maxWrongPasswords)))
        throw new AppError(429, 'RATE_LIMITED', ACCOUNT_MESSAGES.tooManyPasswordAttempts);
      const stored = await repo.findCredentials(user.id);
      const valid = await hasher
        .verify(input.oldPassword, stored?.passwordHash)
        .catch(async (err) => {
          // Refused before any check (the hashing line was full): no guess was spent.
          await limiter.forgive(key);
          throw err;
        });
      if (!stored || !valid) {
        throw new AppError(400, 'WRONG_PASSWORD', ACCOUNT_MESSAGES.wrongOldPassword, [
          { path: 'oldPassword', message: ACCOUNT_MESSAGES.wrongOldPassword },
        ]);
      }
      await limiter.reset(key);
      if (input.newPassword === input.oldPassword) {
        throw new AppError(400, 'VALIDATION_ERROR', ACCOUNT_MESSAGES.samePassword, [
          { path: 'newPassword', message: ACCOUNT_MESSAGES.samePassword },
        ]);
      }
      await setPassword(user.id, await hasher.hash(input.newPassword));
      mailer.sendLater(passwordChangedMail(user.email, await shopName()));
      return auth.startSession(user.id);
    },

    /**
     * Answers nothing about the address (DESIGN.md departure 3): the route replies the same
     * message at once, and the lookup, the token and the mail happen after the answer, at a
     * random moment, so neither the answer's timing nor that of later requests tells them apart.
     */
    request(email: string): void {
      mailer.sendLater(async () => {
        await pause(Math.random() * recoveryJitterMs);
        const account = await repo.findRecoverable(email);
        if (!account) return undefined;
        const token = await issueToken(account.id);
        if (!token) return undefined;
        const link = new URL(`/user/${account.id}/recovery-password`, siteUrl);
        link.searchParams.set('token', token);
        return recoveryMail(account.email, await shopName(), link.toString());
      });
    },

    async reset(input: PasswordResponseInput): Promise<void> {
      // Checked before the costly hash, so forged tokens cost the server next to nothing.
      if (!(await repo.isLive(input.recoveryToken))) throw invalidToken();
      const passwordHash = await hasher.hash(input.password);
      const userId = await db.transaction(async (tx) => {
        const txRepo = createPasswordRepository(tx);
        const owner = await txRepo.consumeToken(input.recoveryToken);
        if (owner !== undefined) await txRepo.setPassword(owner, passwordHash);
        return owner;
      });
      if (userId === undefined) throw invalidToken();
      const account = await repo.findEmail(userId);
      if (!account) return;
      // Whoever holds the mailbox may sign in again at once, even after too many failed tries.
      await limiter.reset(loginEmailKey(account.email));
      mailer.sendLater(passwordChangedMail(account.email, await shopName()));
    },
  };
}
export type PasswordService = ReturnType<typeof createPasswordService>;
