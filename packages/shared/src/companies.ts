import { z } from 'zod';
import { emailField, identificationField, passwordField, phoneField, requiredText } from './fields';
import { COMPANY_MESSAGES, COMPANY_ROLES } from './company-roles';
import { idParam } from './ids';
import { DATA_TREATMENT_REQUIRED } from './registration';

export const CompanyRoleSchema = z.enum(COMPANY_ROLES, {
  error: 'Elija un rol de la empresa: administrador, comprador, aprobador o consulta.',
});

export const CompanyInvitationInputSchema = z
  .object(
    {
      email: emailField(COMPANY_MESSAGES.inviteIncomplete),
      role: CompanyRoleSchema,
    },
    { error: COMPANY_MESSAGES.inviteIncomplete },
  )
  .strict();
export type CompanyInvitationInput = z.infer<typeof CompanyInvitationInputSchema>;

export const CompanyMemberRoleInputSchema = z
  .object({ role: CompanyRoleSchema }, { error: COMPANY_MESSAGES.inviteIncomplete })
  .strict();

const MEMBER_STATUSES = ['ACTIVE', 'DEACTIVATED'] as const;
export const COMPANY_MEMBER_STATUS_LABELS: Record<(typeof MEMBER_STATUSES)[number], string> = {
  ACTIVE: 'Activo',
  DEACTIVATED: 'Desactivado por la tienda',
};

export const CompanyMemberSchema = z.object({
  userId: z.number().int(),
  fullName: z.string(),
  email: z.string(),
  role: CompanyRoleSchema,
  status: z.enum(MEMBER_STATUSES),
  joinedAt: z.string(),
  invitedBy: z.string().nullable(),
});
export type CompanyMember = z.infer<typeof CompanyMemberSchema>;

export const CompanyInvitationSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: CompanyRoleSchema,
  invitedBy: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
});

/**
 * POST /api/company/invitations: the invitation, and whether its mail can leave (false while the
 * shop has no SMTP server: the link then reaches no one, and the screen says so).
 */
export const SentInvitationSchema = CompanyInvitationSchema.extend({ mailed: z.boolean() });
export type SentInvitation = z.infer<typeof SentInvitationSchema>;
export type CompanyInvitation = z.infer<typeof CompanyInvitationSchema>;

export const CompanyPeopleSchema = z.object({
  businessName: z.string(),
  members: z.array(CompanyMemberSchema),
  invitations: z.array(CompanyInvitationSchema),
});
export type CompanyPeople = z.infer<typeof CompanyPeopleSchema>;

/** What the invitation page shows before the person sets a password. */
export const InvitationPreviewSchema = z.object({
  businessName: z.string(),
  email: z.string(),
  role: CompanyRoleSchema,
  invitedBy: z.string().nullable(),
  expiresAt: z.string(),
});
export type InvitationPreview = z.infer<typeof InvitationPreviewSchema>;

const token = z
  .string({ error: COMPANY_MESSAGES.invitationInvalid })
  .min(1, COMPANY_MESSAGES.invitationInvalid)
  .max(200, COMPANY_MESSAGES.invitationInvalid);

/** The link's token travels in the body, never in a URL a log could keep. */
export const InvitationTokenInputSchema = z
  .object({ token }, { error: COMPANY_MESSAGES.invitationInvalid })
  .strict();

const MISSING = COMPANY_MESSAGES.acceptIncomplete;
export const AcceptInvitationInputSchema = z
  .object(
    {
      token,
      fullName: requiredText(MISSING, 120),
      identificationNumber: identificationField(MISSING),
      contactPhone: phoneField(MISSING),
      position: requiredText(MISSING, 120),
      password: passwordField(MISSING),
      dataTreatmentAuthorization: z.literal(true, { error: DATA_TREATMENT_REQUIRED }),
    },
    { error: MISSING },
  )
  .strict();
export type AcceptInvitationInput = z.infer<typeof AcceptInvitationInputSchema>;

/** Staff turning a member's access off or back on, from the client's page. */
export const MemberAccessInputSchema = z
  .object({ active: z.boolean({ error: 'Indique si el integrante queda activo.' }) })
  .strict();

export const CompanyMemberParamsSchema = z.object({ userId: idParam('del integrante') });
export const CompanyInvitationParamsSchema = z.object({ id: idParam('de la invitación') });
export const ClientMemberParamsSchema = z.object({
  id: idParam('del cliente'),
  userId: idParam('del integrante'),
});
export const CompanyMemberListSchema = z.object({ members: z.array(CompanyMemberSchema) });
