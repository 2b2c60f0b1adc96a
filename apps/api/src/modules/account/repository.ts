import { eq } from 'drizzle-orm';
import {
  buyerTaxProfileOf,
  fiscalIdentityIn,
  taxFlagsIn,
  type Account,
  type ClientType,
  type Municipality,
} from '@shop/shared';
import type { DbOrTx } from '../../db/client';
import { municipalities, profiles, roles, userRoles, users } from '../../db/schema';

export type ProfileChanges = Partial<
  Pick<
    typeof profiles.$inferInsert,
    | 'fullName'
    | 'contactPhone'
    | 'position'
    | 'primaryAddress'
    | 'secondaryAddress'
    | 'municipalityDaneCode'
    | 'notificationAuthorization'
  >
>;

const placeOf = (m: typeof municipalities.$inferSelect): Municipality => ({
  region: m.region,
  departmentDaneCode: m.departmentDaneCode,
  department: m.department,
  municipalityDaneCode: m.daneCode,
  municipality: m.name,
});

export function createAccountRepository(db: DbOrTx) {
  /** The DIVIPOLA entry of a requested city, as `profile.location` is written. */
  const requestedMunicipality = async (code: string | null) => {
    if (!code) return null;
    const [m] = await db.select().from(municipalities).where(eq(municipalities.daneCode, code));
    return m ? placeOf(m) : null;
  };

  /** The user's row with their profile and its municipality. */
  const withProfile = async (userId: number) => {
    const [row] = await db
      .select({ user: users, profile: profiles, municipality: municipalities })
      .from(users)
      .innerJoin(profiles, eq(profiles.userId, users.id))
      .innerJoin(municipalities, eq(municipalities.daneCode, profiles.municipalityDaneCode))
      .where(eq(users.id, userId));
    return row;
  };

  return {
    withProfile,

    async userExists(userId: number): Promise<boolean> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
      return row !== undefined;
    },

    /** The user of the contract (docs/architecture.md, "Contract: entities and fields") with profile and location; comments included, callers decide. */
    async find(userId: number): Promise<Account | undefined> {
      const row = await withProfile(userId);
      if (!row) return undefined;
      const { user, profile, municipality } = row;
      const userRolesList = await db
        .select({ id: roles.id, name: roles.name })
        .from(userRoles)
        .innerJoin(roles, eq(roles.id, userRoles.roleId))
        .where(eq(userRoles.userId, userId))
        .orderBy(roles.id);
      return {
        id: user.id,
        email: user.email,
        roles: userRolesList,
        clientStatus: user.clientStatus,
        clientType: user.clientType,
        requestedClientType: user.requestedClientType,
        requestedMunicipality: await requestedMunicipality(profile.requestedMunicipalityDaneCode),
        legalPersonType: user.legalPersonType,
        taxProfileConfirmed: user.taxProfileConfirmed,
        taxProfile: buyerTaxProfileOf({
          legalPersonType: user.legalPersonType,
          flags: taxFlagsIn(user),
          identity: fiscalIdentityIn(user),
          municipalityCode: municipality.daneCode,
          municipalityName: municipality.name,
        }),
        comments: user.comments,
        profile: {
          fullName: profile.fullName,
          identificationNumber: profile.identificationNumber,
          contactPhone: profile.contactPhone,
          position: profile.position,
          primaryAddress: profile.primaryAddress,
          secondaryAddress: profile.secondaryAddress,
          businessName: profile.businessName,
          billingEmail: profile.billingEmail,
          urlRUT: profile.urlRUT,
          createdAt: profile.createdAt.toISOString(),
          updatedAt: profile.updatedAt.toISOString(),
          dataTreatmentAuthorization: profile.dataTreatmentAuthorization,
          notificationAuthorization: profile.notificationAuthorization,
          location: placeOf(municipality),
        },
      };
    },

    async lastClientTypeRequestAt(userId: number): Promise<Date | null> {
      const [row] = await db
        .select({ at: users.requestedClientTypeAt })
        .from(users)
        .where(eq(users.id, userId));
      return row?.at ?? null;
    },

    async updateProfile(userId: number, changes: ProfileChanges) {
      await db
        .update(profiles)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(profiles.userId, userId));
    },

    /** When the latest city request was made: staff are mailed once an hour at most. */
    async lastMunicipalityRequestAt(userId: number): Promise<Date | null> {
      const [row] = await db
        .select({ at: profiles.requestedMunicipalityAt })
        .from(profiles)
        .where(eq(profiles.userId, userId));
      return row?.at ?? null;
    },

    /** Records (a code) or withdraws (null) the customer's request to move to another city. */
    async setMunicipalityRequest(userId: number, code: string | null) {
      await db
        .update(profiles)
        .set({
          requestedMunicipalityDaneCode: code,
          ...(code ? { requestedMunicipalityAt: new Date() } : {}),
          updatedAt: new Date(),
        })
        .where(eq(profiles.userId, userId));
    },

    async setClientType(
      userId: number,
      values: { clientType?: ClientType; requestedClientType: ClientType | null },
    ) {
      await db
        .update(users)
        .set({
          ...values,
          ...(values.requestedClientType ? { requestedClientTypeAt: new Date() } : {}),
          updatedAt: new Date(),
        })
        .where(eq(users.id, userId));
    },
  };
}
export type AccountRepository = ReturnType<typeof createAccountRepository>;
