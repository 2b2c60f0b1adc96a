import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import { PermissionSchema, type Permission, type SessionUser } from '@shop/shared';
import type { DbOrTx } from '../../db/client';
import { profiles, roles, sessions, userRoles, users } from '../../db/schema';

export function createAuthRepository(db: DbOrTx) {
  const rolesOf = async (userId: number) => {
    const rows = await db
      .select({ id: roles.id, name: roles.name, permissions: roles.permissions })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(eq(userRoles.userId, userId))
      .orderBy(roles.id);
    return rows.map((r) => ({
      ...r,
      // A permission dropped from the catalogue must not break sign-in: keep only known ones.
      permissions: r.permissions.filter(
        (p): p is Permission => PermissionSchema.safeParse(p).success,
      ),
    }));
  };

  const userSelection = {
    id: users.id,
    email: users.email,
    clientType: users.clientType,
    clientStatus: users.clientStatus,
    legalPersonType: users.legalPersonType,
    fullName: profiles.fullName,
  };

  const withRoles = async (
    row: Omit<SessionUser, 'roles' | 'permissions'>,
  ): Promise<SessionUser> => {
    const userRolesList = await rolesOf(row.id);
    const permissions = [...new Set(userRolesList.flatMap((r) => r.permissions))];
    return { ...row, roles: userRolesList, permissions };
  };

  return {
    async findCredentials(email: string) {
      const [row] = await db
        .select({
          id: users.id,
          passwordHash: users.passwordHash,
          clientStatus: users.clientStatus,
        })
        .from(users)
        .where(eq(users.email, email));
      return row;
    },

    async findUser(userId: number): Promise<SessionUser | undefined> {
      const [row] = await db
        .select(userSelection)
        .from(users)
        .innerJoin(profiles, eq(profiles.userId, users.id))
        .where(eq(users.id, userId));
      return row && withRoles(row);
    },

    /** The user behind a live session of an ACTIVE account, or undefined. */
    async findSessionUser(sessionId: string, userId: number): Promise<SessionUser | undefined> {
      const [row] = await db
        .select(userSelection)
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .innerJoin(profiles, eq(profiles.userId, users.id))
        .where(
          and(
            eq(sessions.id, sessionId),
            eq(sessions.userId, userId),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, new Date()),
            eq(users.clientStatus, 'ACTIVE'),
          ),
        );
      return row && withRoles(row);
    },

    async createSession(id: string, userId: number, expiresAt: Date) {
      await db.insert(sessions).values({ id, userId, expiresAt });
    },

    async extendSession(id: string, expiresAt: Date) {
      await db.update(sessions).set({ expiresAt }).where(eq(sessions.id, id));
    },

    async revokeSession(id: string) {
      await db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
    },

    async revokeAllSessions(userIds: number[]) {
      if (!userIds.length) return;
      await db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(inArray(sessions.userId, userIds), isNull(sessions.revokedAt)));
    },
  };
}
export type AuthRepository = ReturnType<typeof createAuthRepository>;
