import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { profiles, roles, userRoles, users } from '../../db/schema';

export type NewUser = Pick<
  typeof users.$inferInsert,
  | 'email'
  | 'passwordHash'
  | 'clientType'
  | 'clientStatus'
  | 'legalPersonType'
  | 'idType'
  | 'checkDigit'
>;
export type NewProfile = typeof profiles.$inferInsert;

/** What a registration writes: a user, its profile and its first role, in the caller's transaction. */
export function createRegistrationRepository(db: DbOrTx) {
  return {
    async emailTaken(email: string): Promise<boolean> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
      return row !== undefined;
    },

    async insertUser(user: NewUser): Promise<number> {
      const [row] = await db.insert(users).values(user).returning({ id: users.id });
      return row!.id;
    },

    async insertProfile(profile: NewProfile): Promise<void> {
      await db.insert(profiles).values(profile);
    },

    async roleId(name: string): Promise<number | undefined> {
      const [row] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, name));
      return row?.id;
    },

    async grantRole(userId: number, roleId: number): Promise<void> {
      await db.insert(userRoles).values({ userId, roleId });
    },
  };
}
export type RegistrationRepository = ReturnType<typeof createRegistrationRepository>;
