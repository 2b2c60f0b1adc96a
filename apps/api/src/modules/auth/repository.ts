import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { PermissionSchema, type Permission, type SessionUser } from '@shop/shared';
import type { DbOrTx } from '../../db/client';
import { companyMembers, profiles, roles, sessions, userRoles, users } from '../../db/schema';
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

  /**
   * A member buys with the company's account (docs/decisions/017-companies-with-several-buyers.md):
   * its client type and kind come from there, and it may sign in only while both the member and the
   * company are ACTIVE.
   */
  const company = alias(users, 'company');
  const companyProfile = alias(profiles, 'company_profile');
  const status = sql<SessionUser['clientStatus']>`case
    when ${users.clientStatus} <> 'ACTIVE' then ${users.clientStatus}
    when ${companyMembers.status} <> 'ACTIVE' then 'INACTIVE'
    else coalesce(${company.clientStatus}, ${users.clientStatus}) end`;

  const userSelection = {
    id: users.id,
    email: users.email,
    clientType: sql<
      SessionUser['clientType']
    >`coalesce(${company.clientType}, ${users.clientType})`,
    clientStatus: status,
    legalPersonType: sql<boolean>`coalesce(${company.legalPersonType}, ${users.legalPersonType})`,
    fullName: profiles.fullName,
    company: sql<SessionUser['company']>`case when ${companyMembers.userId} is null then null
      else json_build_object('accountId', ${companyMembers.companyId}, 'role', ${companyMembers.role},
        'businessName', coalesce(${companyProfile.businessName}, ${companyProfile.fullName})) end`,
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
          clientStatus: status,
        })
        .from(users)
        .leftJoin(companyMembers, eq(companyMembers.userId, users.id))
        .leftJoin(company, eq(company.id, companyMembers.companyId))
        .where(eq(users.email, email));
      return row;
    },

    async findUser(userId: number): Promise<SessionUser | undefined> {
      const [row] = await db
        .select(userSelection)
        .from(users)
        .innerJoin(profiles, eq(profiles.userId, users.id))
        .leftJoin(companyMembers, eq(companyMembers.userId, users.id))
        .leftJoin(company, eq(company.id, companyMembers.companyId))
        .leftJoin(companyProfile, eq(companyProfile.userId, companyMembers.companyId))
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
        .leftJoin(companyMembers, eq(companyMembers.userId, users.id))
        .leftJoin(company, eq(company.id, companyMembers.companyId))
        .leftJoin(companyProfile, eq(companyProfile.userId, companyMembers.companyId))
        .where(
          and(
            eq(sessions.id, sessionId),
            eq(sessions.userId, userId),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, new Date()),
            eq(status, 'ACTIVE'),
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
