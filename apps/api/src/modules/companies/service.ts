import {
  COMPANY_INVITATION_DAYS,
  COMPANY_MESSAGES,
  identityFromRegistration,
  type AcceptInvitationInput,
  type CompanyInvitation,
  type CompanyInvitationInput,
  type CompanyMember,
  type CompanyPeople,
  type CompanyRole,
  type InvitationPreview,
  type SentInvitation,
  type SessionResponse,
  type SessionUser,
} from '@shop/shared';
import { ADVISORY_LOCKS, lockAdvisory } from '../../db/advisory-locks';
import type { Tx } from '../../db/client';
import type { Transactional } from '../../db/transactional';
import { administeredCompanyOf } from '../../lib/buyer';
import { AppError, conflict, internal, isUniqueViolation, notFound } from '../../lib/errors';
import type { PasswordHasher } from '../../lib/password-hasher';
import type { AuditService } from '../../platform/audit/service';
import type { OutboxService } from '../../platform/mail/service';
import type { AuthService } from '../auth/service';
import type { ConfigReader } from '../config/service';
import { customerRole } from '../roles/catalogue';
import { invitationMail } from './mails';
import type { CompanyRepository } from './repository';

interface Deps {
  companies: Transactional<CompanyRepository>;
  outbox: OutboxService;
  audit: Pick<AuditService, 'record'>;
  siteConfig: ConfigReader;
  hasher: PasswordHasher;
  auth: Pick<AuthService, 'startSession'>;
  /** Invitation links are built from it, never from a request's Host. */
  siteUrl: string;
  /** Whether mail can leave: an invitation's answer says so. */
  mailConfigured: () => Promise<boolean>;
}

type MemberRow = Awaited<ReturnType<CompanyRepository['members']>>[number];
type InvitationRow = Awaited<ReturnType<CompanyRepository['invitations']>>[number];

const toMember = (m: MemberRow): CompanyMember => ({
  userId: m.userId,
  fullName: m.fullName,
  email: m.email,
  role: m.role,
  status: m.status === 'ACTIVE' ? 'ACTIVE' : 'DEACTIVATED',
  joinedAt: m.joinedAt.toISOString(),
  invitedBy: m.invitedBy,
});

const toInvitation = (i: InvitationRow): CompanyInvitation => ({
  id: i.id,
  email: i.email,
  role: i.role,
  invitedBy: i.invitedBy,
  createdAt: i.createdAt.toISOString(),
  expiresAt: i.expiresAt.toISOString(),
});

const invalidInvitation = () => new AppError('INVITATION_INVALID');
const memberNotFound = () => notFound(COMPANY_MESSAGES.memberNotFound);

/**
 * A company's people (docs/decisions/017-companies-with-several-buyers.md): its administrator
 * invites, changes roles and removes; the invited person joins with a single-use link; staff turn a
 * member's access off or on. Every write of one company's members runs under that company's
 * advisory lock, so two writes cannot both leave it without an active administrator.
 */
export function createCompanyService(deps: Deps) {
  const { companies, outbox, audit, siteConfig, hasher, auth, siteUrl, mailConfigured } = deps;

  const lockCompany = (tx: Tx, companyId: number) =>
    lockAdvisory(tx, ADVISORY_LOCKS.companyMembers, companyId);

  /** Refuses a change that would leave the company with no active administrator. */
  const keepAnAdministrator = async (
    repo: CompanyRepository,
    companyId: number,
    member: { role: CompanyRole; status: string },
  ) => {
    if (member.role !== 'ADMINISTRADOR' || member.status !== 'ACTIVE') return;
    if ((await repo.activeAdministrators(companyId)) <= 1)
      throw conflict('COMPANY_LAST_ADMINISTRATOR');
  };

  /** A member as the lists show them, read after a write. */
  const memberAsShown = async (companyId: number, memberId: number) => {
    const member = (await companies.repo.members(companyId)).find((m) => m.userId === memberId);
    if (!member) throw memberNotFound();
    return toMember(member);
  };

  const people = async (companyId: number): Promise<CompanyPeople> => {
    const [company, members, invitations] = await Promise.all([
      companies.repo.company(companyId),
      companies.repo.members(companyId),
      companies.repo.invitations(companyId),
    ]);
    if (!company) throw internal(`company ${companyId} has no profile`);
    return {
      businessName: company.businessName,
      members: members.map(toMember),
      invitations: invitations.map(toInvitation),
    };
  };

  return {
    people: (user: SessionUser) => people(administeredCompanyOf(user)),

    /**
     * A single-use link mailed through the outbox. An e-mail that already has an account is
     * refused, as is a second live invitation for the same e-mail.
     */
    async invite(user: SessionUser, input: CompanyInvitationInput): Promise<SentInvitation> {
      const companyId = administeredCompanyOf(user);
      const shopName = (await siteConfig.get())?.shopName ?? 'Tienda';
      const row = await companies.inTransaction(async (repo, tx) => {
        await lockCompany(tx, companyId);
        if (await repo.emailHasAccount(input.email)) throw conflict('INVITATION_EMAIL_HAS_ACCOUNT');
        const pending = await repo.invitations(companyId);
        if (pending.some((i) => i.email === input.email)) throw conflict('INVITATION_PENDING');
        const expiresAt = new Date(Date.now() + COMPANY_INVITATION_DAYS * 86_400_000);
        const { token, row } = await repo.insertInvitation({
          companyId,
          email: input.email,
          role: input.role,
          invitedBy: user.id,
          expiresAt,
        });
        const link = new URL('/empresa/unirse', siteUrl);
        link.searchParams.set('token', token);
        await outbox.enqueue(
          tx,
          invitationMail({
            to: input.email,
            shopName,
            businessName: user.company!.businessName,
            invitedBy: user.fullName,
            role: input.role,
            link: link.toString(),
          }),
        );
        return row;
      });
      outbox.wake();
      return {
        ...toInvitation({ ...row, invitedBy: user.fullName }),
        mailed: await mailConfigured(),
      };
    },

    async cancelInvitation(user: SessionUser, invitationId: number): Promise<void> {
      const companyId = administeredCompanyOf(user);
      if (!(await companies.repo.cancelInvitation(companyId, invitationId)))
        throw notFound(COMPANY_MESSAGES.invitationNotFound);
    },

    async changeRole(
      user: SessionUser,
      memberId: number,
      role: CompanyRole,
    ): Promise<CompanyMember> {
      const companyId = administeredCompanyOf(user);
      await companies.inTransaction(async (repo, tx) => {
        await lockCompany(tx, companyId);
        const member = await repo.member(companyId, memberId);
        if (!member || member.status === 'REMOVED') throw memberNotFound();
        if (member.role === role) return;
        if (role !== 'ADMINISTRADOR') await keepAnAdministrator(repo, companyId, member);
        await repo.setMember(companyId, memberId, { role });
      });
      return memberAsShown(companyId, memberId);
    },

    /** The member leaves the company; the trigger of migration 0026 ends their sessions at once. */
    async remove(user: SessionUser, memberId: number): Promise<void> {
      const companyId = administeredCompanyOf(user);
      await companies.inTransaction(async (repo, tx) => {
        await lockCompany(tx, companyId);
        const member = await repo.member(companyId, memberId);
        if (!member || member.status === 'REMOVED') throw memberNotFound();
        await keepAnAdministrator(repo, companyId, member);
        await repo.setMember(companyId, memberId, { status: 'REMOVED' });
      });
    },

    async preview(token: string): Promise<InvitationPreview> {
      const invitation = await companies.repo.liveInvitation(token);
      if (!invitation) throw invalidInvitation();
      const company = await companies.repo.company(invitation.companyId);
      if (!company || company.clientStatus !== 'ACTIVE') throw invalidInvitation();
      return {
        businessName: company.businessName,
        email: invitation.email,
        role: invitation.role,
        invitedBy: invitation.invitedBy,
        expiresAt: invitation.expiresAt.toISOString(),
      };
    },

    /**
     * The invited person's own login, profile and membership, written together with the spent
     * link; then they are signed in. Their prices, taxes and documents are the company's.
     */
    async accept(input: AcceptInvitationInput): Promise<SessionResponse> {
      const { token } = input;
      // Checked before the costly hash, so forged links cost the server next to nothing.
      if (!(await companies.repo.liveInvitation(token))) throw invalidInvitation();
      const passwordHash = await hasher.hash(input.password);
      let userId: number;
      try {
        userId = await companies.inTransaction(async (repo) => {
          const invitation = await repo.consumeInvitation(token);
          if (!invitation) throw invalidInvitation();
          const company = await repo.company(invitation.companyId);
          if (!company || company.clientStatus !== 'ACTIVE') throw invalidInvitation();
          if (await repo.emailHasAccount(invitation.email))
            throw conflict('INVITATION_EMAIL_HAS_ACCOUNT');
          const id = await repo.insertUser({
            email: invitation.email,
            passwordHash,
            // Never read for a member: the session takes type and kind from the company's account.
            clientType: company.clientType,
            clientStatus: 'ACTIVE',
            legalPersonType: false,
            ...identityFromRegistration(false, input.identificationNumber),
          });
          const now = new Date();
          await repo.insertProfile({
            userId: id,
            fullName: input.fullName,
            identificationNumber: input.identificationNumber,
            contactPhone: input.contactPhone,
            position: input.position,
            businessName: null,
            billingEmail: company.billingEmail,
            primaryAddress: company.primaryAddress,
            municipalityDaneCode: company.municipalityDaneCode,
            dataTreatmentAuthorization: true,
            dataTreatmentAuthorizedAt: now,
            notificationAuthorization: false,
          });
          if (!(await repo.grantRole(id, customerRole.name)))
            throw internal(`role ${customerRole.name} is missing`);
          await repo.insertMember({
            userId: id,
            companyId: invitation.companyId,
            role: invitation.role,
            invitedBy: invitation.invitedBy,
            joinedAt: now,
          });
          return id;
        });
      } catch (err) {
        // An account registered with the e-mail meanwhile: the unique index decides.
        if (isUniqueViolation(err)) throw conflict('INVITATION_EMAIL_HAS_ACCOUNT');
        throw err;
      }
      return auth.startSession(userId);
    },

    /** Staff: the members of a client that is a company; none for anyone else. */
    async staffMembers(companyId: number): Promise<CompanyMember[]> {
      return (await companies.repo.members(companyId)).map(toMember);
    },

    /** Staff turn a member's access off (their sessions end at once) or back on. */
    async setAccess(
      staff: SessionUser,
      companyId: number,
      memberId: number,
      active: boolean,
    ): Promise<CompanyMember> {
      await companies.inTransaction(async (repo, tx) => {
        await lockCompany(tx, companyId);
        const member = await repo.member(companyId, memberId);
        if (!member || member.status === 'REMOVED') throw memberNotFound();
        const status = active ? 'ACTIVE' : 'DEACTIVATED';
        if (member.status === status) return;
        await repo.setMember(companyId, memberId, { status });
        await audit.record(tx, {
          actorUserId: staff.id,
          entity: 'user',
          entityId: companyId,
          action: 'company_member',
          before: { member: memberId, status: member.status },
          after: { member: memberId, status },
        });
      });
      return memberAsShown(companyId, memberId);
    },
  };
}
export type CompanyService = ReturnType<typeof createCompanyService>;
