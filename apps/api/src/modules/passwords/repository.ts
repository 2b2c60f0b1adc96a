import { randomBytes } from 'node:crypto';
import { and, count, eq, gt, isNull, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { passwordResetTokens, sessions, users } from '../../db/schema';
import { digestToken } from '../../lib/token-digest';

const liveToken = () => [
  isNull(passwordResetTokens.usedAt),
  gt(passwordResetTokens.expiresAt, new Date()),
  ne(users.clientStatus, 'INACTIVE'),
];

export function createPasswordRepository(db: DbOrTx) {
  return {
    async findCredentials(userId: number) {
      const [row] = await db
        .select({ passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },

    async findEmail(userId: number) {
      const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
      return row;
    },

    /** An account that may receive a recovery mail: any but an INACTIVE one. */
    async findRecoverable(email: string) {
      const [row] = await db
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(and(eq(users.email, email), ne(users.clientStatus, 'INACTIVE')));
      return row;
    },

    async countTokensSince(userId: number, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(passwordResetTokens)
        .where(
          and(eq(passwordResetTokens.userId, userId), gt(passwordResetTokens.createdAt, since)),
        );
      return row?.n ?? 0;
    },

    /** A new random token (256 bits, URL-safe) valid until `expiresAt`. */
    async createToken(userId: number, expiresAt: Date): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      await db
        .insert(passwordResetTokens)
        .values({ userId, tokenHash: digestToken(token), expiresAt });
      return token;
    },

    /** Whether a token may still be used: known, unused, unexpired, of an account not INACTIVE. */
    async isLive(token: string): Promise<boolean> {
      const rows = await db
        .select({ id: passwordResetTokens.id })
        .from(passwordResetTokens)
        .innerJoin(users, eq(users.id, passwordResetTokens.userId))
        .where(and(eq(passwordResetTokens.tokenHash, digestToken(token)), ...liveToken()));
      return rows.length > 0;
    },

    /**
     * Marks a live token used and answers its user, or undefined when it is not live. The
     * conditional update makes two simultaneous uses of one link end with one winner.
     */
    async consumeToken(token: string): Promise<number | undefined> {
      const [row] = await db
        .update(passwordResetTokens)
        .set({ usedAt: new Date() })
        .from(users)
        .where(
          and(
            eq(users.id, passwordResetTokens.userId),
            eq(passwordResetTokens.tokenHash, digestToken(token)),
            ...liveToken(),
          ),
        )
        .returning({ userId: passwordResetTokens.userId });
      return row?.userId;
    },

    /**
     * The one way a password changes: every session and every recovery link of the account
     * dies with the old password (docs/architecture.md, departure 9). Call it inside a transaction.
     */
    async setPassword(userId: number, passwordHash: string) {
      const now = new Date();
      await db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
      await db
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
      await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
    },
  };
}
export type PasswordRepository = ReturnType<typeof createPasswordRepository>;
