import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CompanyRole } from '@shop/shared';
import type { DbOrTx } from '../../db/client';
import {
  companyAddresses,
  companyInvitations,
  companyMembers,
  profiles,
  roles,
  userRoles,
  users,
  type COMPANY_MEMBER_STATUSES,
} from '../../db/schema';
import { digestToken } from '../../lib/token-digest';

export type MemberStatus = (typeof COMPANY_MEMBER_STATUSES)[number];

const inviter = alias(profiles, 'inviter');

/** A live invitation: unused, not cancelled, not expired. */
const live = (token: string) =>
  and(
    eq(companyInvitations.tokenHash, digestToken(token)),
    isNull(companyInvitations.usedAt),
    isNull(companyInvitations.cancelledAt),
    gt(companyInvitations.expiresAt, new Date()),
  );

/** The members of companies and their invitations (docs/decisions/017-companies-with-several-buyers.md). */
export function createCompanyRepository(db: DbOrTx) {
  return {
    /** The company account's name and what a new member's profile starts from. */
    async company(companyId: number) {
      const [row] = await db
        .select({
          businessName: sql<string>`coalesce(${profiles.businessName}, ${profiles.fullName})`,
          clientType: users.clientType,
          clientStatus: users.clientStatus,
          billingEmail: profiles.billingEmail,
          primaryAddress: profiles.primaryAddress,
          municipalityDaneCode: profiles.municipalityDaneCode,
        })
        .from(users)
        .innerJoin(profiles, eq(profiles.userId, users.id))
        .where(eq(users.id, companyId));
      return row;
    },

    /** Members of the company that were not removed, the first to join first. */
    async members(companyId: number) {
      return db
        .select({
          userId: companyMembers.userId,
          fullName: profiles.fullName,
          email: users.email,
          role: companyMembers.role,
          status: companyMembers.status,
          joinedAt: companyMembers.joinedAt,
          invitedBy: inviter.fullName,
        })
        .from(companyMembers)
        .innerJoin(users, eq(users.id, companyMembers.userId))
        .innerJoin(profiles, eq(profiles.userId, companyMembers.userId))
        .leftJoin(inviter, eq(inviter.userId, companyMembers.invitedBy))
        .where(and(eq(companyMembers.companyId, companyId), ne(companyMembers.status, 'REMOVED')))
        .orderBy(companyMembers.joinedAt, companyMembers.userId);
    },

    async member(companyId: number, userId: number) {
      const [row] = await db
        .select()
        .from(companyMembers)
        .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)));
      return row;
    },

    async activeAdministrators(companyId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(companyMembers)
        .where(
          and(
            eq(companyMembers.companyId, companyId),
            eq(companyMembers.role, 'ADMINISTRADOR'),
            eq(companyMembers.status, 'ACTIVE'),
          ),
        );
      return row?.n ?? 0;
    },

    async setMember(
      companyId: number,
      userId: number,
      values: { role?: CompanyRole; status?: MemberStatus },
    ) {
      const [row] = await db
        .update(companyMembers)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)))
        .returning();
      return row;
    },

    async emailHasAccount(email: string): Promise<boolean> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
      return row !== undefined;
    },

    /** The company's live invitations, newest first. */
    async invitations(companyId: number) {
      return db
        .select({
          id: companyInvitations.id,
          email: companyInvitations.email,
          role: companyInvitations.role,
          invitedBy: inviter.fullName,
          createdAt: companyInvitations.createdAt,
          expiresAt: companyInvitations.expiresAt,
        })
        .from(companyInvitations)
        .leftJoin(inviter, eq(inviter.userId, companyInvitations.invitedBy))
        .where(
          and(
            eq(companyInvitations.companyId, companyId),
            isNull(companyInvitations.usedAt),
            isNull(companyInvitations.cancelledAt),
            gt(companyInvitations.expiresAt, new Date()),
          ),
        )
        .orderBy(desc(companyInvitations.createdAt), desc(companyInvitations.id));
    },

    /** A new invitation; answers its token (256 bits, URL-safe), of which only a digest is kept. */
    async insertInvitation(values: {
      companyId: number;
      email: string;
      role: CompanyRole;
      invitedBy: number;
      expiresAt: Date;
    }) {
      const token = randomBytes(32).toString('base64url');
      const [row] = await db
        .insert(companyInvitations)
        .values({ ...values, tokenHash: digestToken(token) })
        .returning();
      return { token, row: row! };
    },

    async cancelInvitation(companyId: number, id: number): Promise<boolean> {
      const rows = await db
        .update(companyInvitations)
        .set({ cancelledAt: new Date() })
        .where(
          and(
            eq(companyInvitations.id, id),
            eq(companyInvitations.companyId, companyId),
            isNull(companyInvitations.usedAt),
            isNull(companyInvitations.cancelledAt),
          ),
        )
        .returning({ id: companyInvitations.id });
      return rows.length > 0;
    },

    /** A live invitation with the company's name and who sent it, for the page that opens it. */
    async liveInvitation(token: string) {
      const [row] = await db
        .select({
          companyId: companyInvitations.companyId,
          email: companyInvitations.email,
          role: companyInvitations.role,
          expiresAt: companyInvitations.expiresAt,
          invitedBy: inviter.fullName,
        })
        .from(companyInvitations)
        .leftJoin(inviter, eq(inviter.userId, companyInvitations.invitedBy))
        .where(live(token));
      return row;
    },

    /**
     * Spends a live invitation and answers it, or undefined when it is not live. The conditional
     * update makes two simultaneous uses of one link end with one winner.
     */
    async consumeInvitation(token: string) {
      const [row] = await db
        .update(companyInvitations)
        .set({ usedAt: new Date() })
        .where(live(token))
        .returning();
      return row;
    },

    async insertUser(values: typeof users.$inferInsert): Promise<number> {
      const [row] = await db.insert(users).values(values).returning({ id: users.id });
      return row!.id;
    },

    async insertProfile(values: typeof profiles.$inferInsert): Promise<void> {
      await db.insert(profiles).values(values);
    },

    async grantRole(userId: number, roleName: string): Promise<boolean> {
      const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, roleName));
      if (!role) return false;
      await db.insert(userRoles).values({ userId, roleId: role.id });
      return true;
    },

    async insertMember(values: typeof companyMembers.$inferInsert): Promise<void> {
      await db.insert(companyMembers).values(values);
    },

    /**
     * A new company account becomes a company: its own administrator, and its registered address
     * its first delivery address, as migrations 0026 and 0027 made of the accounts before them.
     */
    async found(companyId: number): Promise<void> {
      await db
        .insert(companyMembers)
        .values({ userId: companyId, companyId, role: 'ADMINISTRADOR' });
      const [profile] = await db.select().from(profiles).where(eq(profiles.userId, companyId));
      await db.insert(companyAddresses).values({
        companyId,
        siteName: 'Principal',
        address: profile!.primaryAddress,
        municipalityDaneCode: profile!.municipalityDaneCode,
        contactName: profile!.fullName,
        contactPhone: profile!.contactPhone,
      });
    },
  };
}
export type CompanyRepository = ReturnType<typeof createCompanyRepository>;
