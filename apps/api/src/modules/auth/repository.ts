import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { PermissionSchema, type Permission, type SessionUser } from '@shop/shared';
import type { DbOrTx } from '../../db/client';
import { profiles, roles, sessions, userRoles, users } from '../../db/schema';
import { SESSION_MAX_LIFETIME_SECONDS } from '../../lib/session/tokens';

interface RoleRow {
  id: number;
  name: string;
  permissions: string[];
}

// A permission dropped from the catalogue must not break sign-in: keep only known ones.
const knownPermissions = (r: RoleRow) => ({
  ...r,
  permissions: r.permissions.filter((p): p is Permission => PermissionSchema.safeParse(p).success),
});

export function createAuthRepository(db: DbOrTx) {
  const rolesOf = async (userId: number) => {
    const rows = await db
      .select({ id: roles.id, name: roles.name, permissions: roles.permissions })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(eq(userRoles.userId, userId))
      .orderBy(roles.id);
    return rows.map(knownPermissions);
  };

  const userSelection = {
    id: users.id,
    email: users.email,
    clientType: users.clientType,
    clientStatus: users.clientStatus,
    legalPersonType: users.legalPersonType,
    fullName: profiles.fullName,
  };

  /** The user's roles, in role order, as one JSON column of the user's row. */
  const rolesColumn = sql<RoleRow[]>`coalesce((
    select json_agg(json_build_object('id', ${roles.id}, 'name', ${roles.name}, 'permissions', ${roles.permissions}) order by ${roles.id})
    from ${userRoles} join ${roles} on ${roles.id} = ${userRoles.roleId}
    where ${userRoles.userId} = ${users.id}
  ), '[]'::json)`;

  const withPermissions = (
    row: Omit<SessionUser, 'permissions' | 'roles'> & { roles: RoleRow[] },
  ) => {
    const userRolesList = row.roles.map(knownPermissions);
    const permissions = [...new Set(userRolesList.flatMap((r) => r.permissions))];
    return { ...row, roles: userRolesList, permissions };
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

    /**
     * The user behind a live session of an ACTIVE account, or undefined. Asked on every signed-in
     * request, so the roles come in the same query rather than a second round trip.
     */
    async findSessionUser(sessionId: string, userId: number): Promise<SessionUser | undefined> {
      const [row] = await db
        .select({ ...userSelection, roles: rolesColumn })
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
      return row && withPermissions(row);
    },

    async createSession(id: string, userId: number, expiresAt: Date) {
      await db.insert(sessions).values({ id, userId, expiresAt });
    },

    /** Moves the expiry to `expiresAt`, capped at the session's absolute end; answers the one kept. */
    async extendSession(id: string, expiresAt: Date): Promise<Date | undefined> {
      const [row] = await db
        .update(sessions)
        .set({
          expiresAt: sql`least(${expiresAt.toISOString()}::timestamptz, ${sessions.createdAt} + ${SESSION_MAX_LIFETIME_SECONDS} * interval '1 second')`,
        })
        .where(eq(sessions.id, id))
        .returning({ expiresAt: sessions.expiresAt });
      return row?.expiresAt;
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
