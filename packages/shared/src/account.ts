import { z } from 'zod';
import { idParam } from './ids';
import { ClientStatusSchema, ClientTypeSchema } from './client-types';
import { ERRORS, MESSAGES } from './errors';
import { emailField, lineText, passwordField, phoneField, requiredText } from './fields';
import { fieldLabel } from './field-labels';
import { MunicipalitySchema } from './municipalities';
import { LocationInputSchema } from './registration';
import { BuyerTaxProfileSchema } from './taxes/parties';

/**
 * Spanish texts of the account screens and of the API behind them (docs/architecture.md,
 * "Contract: validation and messages").
 */
export const ACCOUNT_MESSAGES = {
  userLoadFailed: 'Error al obtener la información del usuario. Intente nuevamente.',
  dataLoadFailed: 'Error al cargar los datos del usuario. Intente nuevamente.',
  clientUpdateFailed: 'Error al actualizar el cliente. Intente nuevamente.',
  profileUpdateFailed: 'Error al actualizar el perfil. Intente nuevamente.',
  passwordChangeFailed: 'Error al cambiar la contraseña. Intente nuevamente.',
  clientUpdated: '¡Actualización realizada!',
  profileUpdated: 'Información del perfil actualizada exitosamente',
  passwordChanged: '¡Contraseña cambiada exitosamente!',
  profileUnchanged: 'No se realizaron cambios en el perfil.',
  clientTypeUnchanged: 'No se realizaron cambios en el tipo de cliente.',
  passwordRequired: 'Digite una contraseña.',
  recoveryLinkIncomplete: 'Error: el usuario o el token no están definidos.',
  passwordMismatch: 'La contraseña es diferente.',
  emailInvalid: 'El correo ingresado no es válido.',
  // Says a mail was sent (not that the password changed), and reads the same whether or not the
  // address has an account (docs/architecture.md, departure 3).
  recoveryRequested:
    'Si el correo está registrado, le enviamos un enlace para restablecer su contraseña. Revise su bandeja de entrada y la carpeta de spam; el enlace vence en 1 hora.',
  // The same for every address too, while the shop has no SMTP server: no link can be mailed.
  recoveryMailOff:
    'En este momento la tienda no puede enviar correos, así que no es posible enviarle el enlace para restablecer su contraseña. Escríbanos o llámenos y le ayudaremos a recuperar el acceso.',
  recoveryTokenInvalid: ERRORS.RECOVERY_TOKEN_INVALID.message,
  wrongOldPassword: ERRORS.WRONG_PASSWORD.message,
  samePassword: 'La nueva contraseña debe ser diferente de la actual.',
  tooManyPasswordAttempts:
    'Demasiados intentos con una contraseña incorrecta. Espere unos minutos e inténtelo de nuevo.',
  dataTreatmentWithdrawal:
    'Retirar la autorización de tratamiento de datos implica cerrar su cuenta (Ley 1581 de 2012): escríbanos y lo tramitamos.',
  lockedField:
    'El correo de la cuenta, el NIT o documento, la razón social y el correo de facturación solo los cambia nuestro equipo tras revisar su RUT: escríbanos si necesita actualizarlos.',
  clientTypeRequestWithdrawn:
    'Retiramos su solicitud de cambio de tipo de cliente: conserva su tipo de cliente actual.',
  positionForCompanies: 'El cargo solo se registra para empresas.',
  clientTypePending: 'Tiene una solicitud de cambio de tipo de cliente en revisión.',
  municipalityRequestWithdrawn:
    'Retiramos su solicitud de cambio de ciudad: conserva la ciudad registrada.',
} as const;

/**
 * The reply to a change of city: it decides which withholdings apply, so staff approve it first
 * (docs/taxes.md, "Changes staff approve"); the rest of the profile is saved at once.
 */
export const municipalityRequestedMessage = (city: string) =>
  `Guardamos sus datos. El cambio de ciudad a ${city} queda en revisión porque define las retenciones de sus compras: le avisaremos por correo; mientras tanto sus cotizaciones y órdenes usan la ciudad registrada.`;

/** The reply to a client-type request that needs an administrator's review (ADR 005). */
export const clientTypeRequestedMessage = (label: string) =>
  `Recibimos su solicitud de cambio a ${label}. La revisaremos y le avisaremos por correo; mientras tanto conserva su tipo de cliente y sus precios actuales.`;

const MISSING = MESSAGES.registrationIncomplete;

/** An object's own message for a missing body, leaving zod's 'Clave no reconocida' for extra keys. */
export const unlessUnknownKey = (message: string) => (issue: { code?: string }) =>
  issue.code === 'unrecognized_keys' ? undefined : message;

/** How long a password recovery link works. */
export const RECOVERY_TOKEN_TTL_MINUTES = 60;

export const UserIdParamsSchema = z.object({ id: idParam('del usuario') });

export const AccountProfileSchema = z.object({
  fullName: z.string(),
  identificationNumber: z.string(),
  contactPhone: z.string(),
  position: z.string().nullable(),
  primaryAddress: z.string(),
  secondaryAddress: z.string().nullable(),
  businessName: z.string().nullable(),
  billingEmail: z.string(),
  urlRUT: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  dataTreatmentAuthorization: z.boolean(),
  notificationAuthorization: z.boolean(),
  location: MunicipalitySchema,
});
export type AccountProfile = z.infer<typeof AccountProfileSchema>;

/**
 * GET /api/auth/{id}: the user with their profile (docs/architecture.md, "Contract: entities and
 * fields").
 */
export const AccountSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  roles: z.array(z.object({ id: z.number().int(), name: z.string() })),
  clientStatus: ClientStatusSchema,
  clientType: ClientTypeSchema,
  /** A change the customer asked for that waits for an administrator (ADR 005). */
  requestedClientType: ClientTypeSchema.nullable(),
  /**
   * A city the customer asked to move to: it waits for staff, and documents keep
   * `profile.location` until they approve it (docs/taxes.md, "Changes staff approve").
   */
  requestedMunicipality: MunicipalitySchema.nullable(),
  legalPersonType: z.boolean(),
  /** Who the account is for taxes (docs/taxes.md): the customer reads it, staff set its flags. */
  taxProfile: BuyerTaxProfileSchema,
  /**
   * False while the profile is one the shop inferred (the accounts of the Gobierno price list before
   * the profile existed): staff confirm it from the RUT, changing flags or not (docs/taxes.md).
   */
  taxProfileConfirmed: z.boolean(),
  /** Staff notes on status and type changes: only ADMIN_CLIENTS reads them. */
  comments: z.string().nullable(),
  profile: AccountProfileSchema,
});
export type Account = z.infer<typeof AccountSchema>;

/** PATCH /api/auth/update/{id} as the customer sends it for their own account. */
export const ClientTypeUpdateSchema = z
  .object(
    { clientType: ClientTypeSchema },
    { error: unlessUnknownKey('Seleccione un tipo de cliente válido.') },
  )
  .strict();
export type ClientTypeUpdate = z.infer<typeof ClientTypeUpdateSchema>;

export const AccountUpdateResponseSchema = z.object({
  message: z.string(),
  /** False when the request matched what was stored: nothing was written. */
  changed: z.boolean(),
  account: AccountSchema,
});
export type AccountUpdateResponse = z.infer<typeof AccountUpdateResponseSchema>;

const LOCKED_FIELDS = ['email', 'identificationNumber', 'businessName', 'billingEmail', 'urlRUT'];

/** The message for a field the profile form may not change; it names the field, as every unknown-field answer does. */
export const profileFieldRefusal = (field: string) => {
  const refusal = `El campo «${fieldLabel(field)}» no se puede cambiar desde el perfil.`;
  return LOCKED_FIELDS.includes(field) ? `${refusal} ${ACCOUNT_MESSAGES.lockedField}` : refusal;
};

/**
 * PATCH /api/profile: only the fields that changed (docs/architecture.md, "Contract: states and
 * transitions"). Identity and tax data are not here: they are checked against the RUT, so only
 * staff change them.
 */
export const ProfileUpdateSchema = z
  .strictObject(
    {
      fullName: requiredText(MISSING, 120).optional(),
      contactPhone: phoneField(MISSING).optional(),
      position: requiredText(MISSING, 120).optional(),
      primaryAddress: requiredText(MISSING, 200).optional(),
      // Blank clears it.
      secondaryAddress: lineText(200)
        .nullable()
        .transform((v) => v || null)
        .optional(),
      location: LocationInputSchema.optional(),
      dataTreatmentAuthorization: z
        .literal(true, { error: ACCOUNT_MESSAGES.dataTreatmentWithdrawal })
        .optional(),
      notificationAuthorization: z.boolean({ error: MISSING }).optional(),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? profileFieldRefusal(String(issue.keys[0]))
          : ACCOUNT_MESSAGES.profileUnchanged,
    },
  )
  .refine((value) => Object.keys(value).length > 0, {
    message: ACCOUNT_MESSAGES.profileUnchanged,
    // Only for a valid body: an unknown field already says what is wrong.
    when: (payload) => payload.issues.length === 0,
  });
export type ProfileUpdate = z.infer<typeof ProfileUpdateSchema>;

export const ChangePasswordSchema = z
  .object(
    {
      oldPassword: z
        .string({ error: MESSAGES.loginIncomplete })
        .min(1, MESSAGES.loginIncomplete)
        .max(128, ACCOUNT_MESSAGES.wrongOldPassword),
      newPassword: passwordField(MESSAGES.loginIncomplete),
    },
    { error: unlessUnknownKey(MESSAGES.loginIncomplete) },
  )
  .strict();
export type ChangePasswordInput = z.infer<typeof ChangePasswordSchema>;

/** The change-password form: the API's fields plus a confirmation typed twice. */
export const ChangePasswordFormSchema = z
  .object({
    oldPassword: z.string().min(1, MESSAGES.loginIncomplete),
    newPassword: passwordField(MESSAGES.loginIncomplete),
    confirmation: z.string().min(1, MESSAGES.loginIncomplete),
  })
  .refine((v) => v.newPassword === v.confirmation, {
    path: ['confirmation'],
    message: ACCOUNT_MESSAGES.passwordMismatch,
  });
export type ChangePasswordForm = z.infer<typeof ChangePasswordFormSchema>;

export const PasswordRequestSchema = z
  .object(
    { email: emailField(ACCOUNT_MESSAGES.emailInvalid, ACCOUNT_MESSAGES.emailInvalid) },
    { error: unlessUnknownKey(ACCOUNT_MESSAGES.emailInvalid) },
  )
  .strict();
export type PasswordRequestInput = z.infer<typeof PasswordRequestSchema>;

export const PasswordResponseSchema = z
  .object(
    {
      password: passwordField(ACCOUNT_MESSAGES.passwordRequired),
      recoveryToken: z
        .string({ error: ACCOUNT_MESSAGES.recoveryLinkIncomplete })
        .min(1, ACCOUNT_MESSAGES.recoveryLinkIncomplete)
        .max(200, ACCOUNT_MESSAGES.recoveryTokenInvalid),
    },
    { error: unlessUnknownKey(ACCOUNT_MESSAGES.passwordRequired) },
  )
  .strict();
export type PasswordResponseInput = z.infer<typeof PasswordResponseSchema>;

/**
 * The recovery form: both fields required and equal (docs/architecture.md, "Contract: validation
 * and messages").
 */
export const PasswordRecoveryFormSchema = z
  .object({
    password: passwordField(ACCOUNT_MESSAGES.passwordRequired),
    confirmation: z.string().min(1, ACCOUNT_MESSAGES.passwordRequired),
  })
  .refine((v) => v.password === v.confirmation, {
    path: ['confirmation'],
    message: ACCOUNT_MESSAGES.passwordMismatch,
  });
export type PasswordRecoveryForm = z.infer<typeof PasswordRecoveryFormSchema>;

export const MessageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponseSchema>;

const profileField = ProfileUpdateSchema.shape;

/**
 * The profile form of /user/{id} (docs/architecture.md, "Contract: screens and routes"): every
 * field PATCH /api/profile takes, with its rules, all required but the secondary address;
 * `position` only for companies (a natural person has no such field). The client then sends only
 * what differs from the account.
 */
export const ProfileFormSchema = z.object({
  fullName: profileField.fullName.unwrap(),
  contactPhone: profileField.contactPhone.unwrap(),
  position: profileField.position,
  primaryAddress: profileField.primaryAddress.unwrap(),
  secondaryAddress: profileField.secondaryAddress.unwrap(),
  location: profileField.location.unwrap(),
  // A checkbox: unticking it gives ACCOUNT_MESSAGES.dataTreatmentWithdrawal.
  dataTreatmentAuthorization: z.boolean().pipe(profileField.dataTreatmentAuthorization.unwrap()),
  notificationAuthorization: profileField.notificationAuthorization.unwrap(),
});
export type ProfileFormInput = z.input<typeof ProfileFormSchema>;
export type ProfileForm = z.output<typeof ProfileFormSchema>;
