import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { roles, sessions, userRoles, users } from '../../db/schema';

export interface RoleRow {
  id: number;
  name: string;
  description: string;
  permissions: string[];
}

const roleColumns = {
  id: roles.id,
  name: roles.name,
  description: roles.description,
  permissions: roles.permissions,
};

export function createRoleRepository(db: DbOrTx) {
  return {
    async list() {
      return db
        .select({ ...roleColumns, accounts: count(userRoles.userId) })
        .from(roles)
        .leftJoin(userRoles, eq(userRoles.roleId, roles.id))
        .groupBy(roles.id)
        .orderBy(asc(roles.id));
    },

    /** Locks the row: the checks that follow see the role as this transaction will leave it. */
    async findForUpdate(id: number): Promise<RoleRow | undefined> {
      const [row] = await db.select(roleColumns).from(roles).where(eq(roles.id, id)).for('update');
      return row;
    },

    async holders(id: number): Promise<number> {
      const [row] = await db.select({ n: count() }).from(userRoles).where(eq(userRoles.roleId, id));
      return row?.n ?? 0;
    },

    async insert(values: Omit<RoleRow, 'id'>): Promise<RoleRow> {
      const [row] = await db.insert(roles).values(values).returning(roleColumns);
      return row!;
    },

    async update(id: number, values: Partial<Omit<RoleRow, 'id'>>): Promise<RoleRow> {
      const [row] = await db
        .update(roles)
        .set(values)
        .where(eq(roles.id, id))
        .returning(roleColumns);
      return row!;
    },

    async remove(id: number): Promise<void> {
      await db.delete(roles).where(eq(roles.id, id));
    },

    /** Roles granting `permission`, and ACTIVE accounts holding it through any role. */
    async holdersOf(permission: string) {
      const [roleCount] = await db
        .select({ n: count() })
        .from(roles)
        .where(sql`${permission} = any(${roles.permissions})`);
      const [accountCount] = await db
        .select({ n: sql<number>`count(distinct ${users.id})::int` })
        .from(users)
        .innerJoin(userRoles, eq(userRoles.userId, users.id))
        .innerJoin(roles, eq(roles.id, userRoles.roleId))
        .where(
          and(eq(users.clientStatus, 'ACTIVE'), sql`${permission} = any(${roles.permissions})`),
        );
      return { roles: roleCount?.n ?? 0, activeAccounts: accountCount?.n ?? 0 };
    },

    /**
     * Ends the sessions of every account holding the role, as the user_roles trigger does when an
     * account's roles change: its holders sign in again and see what the role now allows.
     */
    async endSessionsOfHolders(id: number): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(
          and(
            isNull(sessions.revokedAt),
            sql`${sessions.userId} in (select ${userRoles.userId} from ${userRoles} where ${userRoles.roleId} = ${id})`,
          ),
        );
    },
  };
}
export type RoleRepository = ReturnType<typeof createRoleRepository>;
