import {
  ACCOUNT_MESSAGES,
  RECOVERY_TOKEN_TTL_MINUTES,
  type ChangePasswordInput,
  type PasswordResponseInput,
  type SessionResponse,
  type SessionUser,
} from '@shop/shared';
import { ADVISORY_LOCKS, lockAdvisory } from '../../db/advisory-locks';
import type { Transactional } from '../../db/transactional';
import type { AttemptLimiter } from '../../lib/attempt-limiter';
import { fieldError, rateLimited } from '../../lib/errors';
import type { PasswordHasher } from '../../lib/password-hasher';
import { loginEmailKey, type AuthService } from '../auth/service';
import type { ConfigReader } from '../config/service';
import type { OutboxService } from '../../platform/mail/service';
import { passwordChangedMail, recoveryMail } from './mails';
import type { PasswordRepository } from './repository';

/** Recovery mails per account and hour: more would let anyone flood someone's inbox. */
const RECOVERY_MAILS_PER_HOUR = 3;

interface Deps {
  passwords: Transactional<PasswordRepository>;
  outbox: OutboxService;
  siteConfig: ConfigReader;
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

const invalidToken = () => fieldError('RECOVERY_TOKEN_INVALID', 'recoveryToken');

/** Change of password while signed in, and recovery by e-mail (docs/architecture.md, "Contract: validation and messages"). */
export function createPasswordService({
  passwords,
  outbox,
  siteConfig,
  auth,
  limiter,
  hasher,
  maxWrongPasswords,
  siteUrl,
  recoveryJitterMs,
}: Deps) {
  const { repo } = passwords;

  const shopName = async () => (await siteConfig.get())?.shopName ?? 'Tienda';

  /** The new password and its notice commit together. */
  const setPassword = async (user: { id: number; email: string }, passwordHash: string) => {
    const notice = passwordChangedMail(user.email, await shopName());
    await passwords.inTransaction(async (txRepo, tx) => {
      await txRepo.setPassword(user.id, passwordHash);
      await outbox.enqueue(tx, notice);
    });
    outbox.wake();
  };

  /**
   * A new recovery token and its mail, or nothing when the account already got its links for the
   * hour. Requests for one account are counted one at a time: simultaneous ones cannot pass the cap.
   */
  const issueRecovery = async (account: { id: number; email: string }) => {
    const shop = await shopName();
    await passwords.inTransaction(async (txRepo, tx) => {
      await lockAdvisory(tx, ADVISORY_LOCKS.recoveryTokens, account.id);
      const hourAgo = new Date(Date.now() - 60 * 60 * 1000);
      if ((await txRepo.countTokensSince(account.id, hourAgo)) >= RECOVERY_MAILS_PER_HOUR) return;
      const expiresAt = new Date(Date.now() + RECOVERY_TOKEN_TTL_MINUTES * 60 * 1000);
      const token = await txRepo.createToken(account.id, expiresAt);
      const link = new URL(`/user/${account.id}/recovery-password`, siteUrl);
      link.searchParams.set('token', token);
      await outbox.enqueue(tx, recoveryMail(account.email, shop, link.toString()));
    });
  };

  return {
    /**
     * Every older session ends (a stolen one included); this browser gets a fresh session so the
     * person who just proved the password stays signed in.
     */
    async change(user: SessionUser, input: ChangePasswordInput): Promise<SessionResponse> {
      const key = `password-change:${user.id}`;
      // Counted before the hash, so simultaneous guesses cannot all be checked.
      if (!(await limiter.hit(key, maxWrongPasswords)))
        throw rateLimited(ACCOUNT_MESSAGES.tooManyPasswordAttempts);
      const stored = await repo.findCredentials(user.id);
      const valid = await hasher
        .verify(input.oldPassword, stored?.passwordHash)
        .catch(async (err) => {
          // Refused before any check (the hashing line was full): no guess was spent.
          await limiter.forgive(key);
          throw err;
        });
      if (!stored || !valid) {
        throw fieldError('WRONG_PASSWORD', 'oldPassword');
      }
      await limiter.reset(key);
      if (input.newPassword === input.oldPassword) {
        throw fieldError('VALIDATION_ERROR', 'newPassword', ACCOUNT_MESSAGES.samePassword);
      }
      await setPassword(user, await hasher.hash(input.newPassword));
      return auth.startSession(user.id);
    },

    /**
     * Answers nothing about the address (docs/architecture.md, departure 3): the route replies the same
     * message at once, and the lookup, the token and the mail happen after the answer, at a
     * random moment, so neither the answer's timing nor that of later requests tells them apart.
     */
    request(email: string): void {
      outbox.afterAnswer(async () => {
        await pause(Math.random() * recoveryJitterMs);
        const account = await repo.findRecoverable(email);
        if (account) await issueRecovery(account);
      });
    },

    async reset(input: PasswordResponseInput): Promise<void> {
      // Checked before the costly hash, so forged tokens cost the server next to nothing.
      if (!(await repo.isLive(input.recoveryToken))) throw invalidToken();
      const passwordHash = await hasher.hash(input.password);
      const shop = await shopName();
      // The new password and its notice commit together; undefined: the token was not live.
      const email = await passwords.inTransaction(async (txRepo, tx) => {
        const owner = await txRepo.consumeToken(input.recoveryToken);
        if (owner === undefined) return undefined;
        await txRepo.setPassword(owner, passwordHash);
        const account = await txRepo.findEmail(owner);
        if (account) await outbox.enqueue(tx, passwordChangedMail(account.email, shop));
        return account?.email ?? null;
      });
      if (email === undefined) throw invalidToken();
      outbox.wake();
      // Whoever holds the mailbox may sign in again at once, even after too many failed tries.
      if (email) await limiter.reset(loginEmailKey(email));
    },
  };
}
export type PasswordService = ReturnType<typeof createPasswordService>;
