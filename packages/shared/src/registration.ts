import { z } from 'zod';
import { CLIENT_TYPES } from './client-types';
import { MESSAGES } from './errors';
import {
  emailField,
  identificationField,
  optionalText,
  passwordField,
  phoneField,
  requiredText,
} from './fields';

const MISSING = MESSAGES.registrationIncomplete;

export const RUT_URL_PATTERN =
  /^\/api\/files\/rut\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export const RUT_MAX_BYTES = 5 * 1024 * 1024;

export const DATA_TREATMENT_REQUIRED =
  'Debe autorizar el tratamiento de sus datos personales (Ley 1581 de 2012) para registrarse.';

/**
 * The client sends the whole municipality object; only its DANE code is trusted
 * (docs/architecture.md, "Contract: entities and fields").
 */
export const LocationInputSchema = z.looseObject(
  {
    municipalityDaneCode: z
      .string({ error: 'Seleccione una ciudad de la lista.' })
      .regex(/^\d{5}$/, 'Seleccione una ciudad de la lista.'),
  },
  { error: MISSING },
);

const common = {
  fullName: requiredText(MISSING, 120),
  identificationNumber: identificationField(MISSING),
  contactPhone: phoneField(MISSING),
  email: emailField(MISSING),
  clientType: z.enum(CLIENT_TYPES, {
    error: (issue) =>
      issue.input === undefined ? MISSING : 'Seleccione un tipo de cliente válido.',
  }),
  primaryAddress: requiredText(MISSING, 200),
  secondaryAddress: optionalText(200),
  location: LocationInputSchema,
  password: passwordField(MISSING),
  dataTreatmentAuthorization: z.literal(true, { error: DATA_TREATMENT_REQUIRED }),
  notificationAuthorization: z.boolean({ error: MISSING }),
};

const rutUrl = z
  .string({ error: MESSAGES.rutRequired })
  .regex(RUT_URL_PATTERN, MESSAGES.rutUnknown);

export const CompanyRegistrationSchema = z
  .object({
    ...common,
    legalPersonType: z.literal(true),
    position: requiredText(MISSING, 120),
    businessName: requiredText(MISSING, 200),
    billingEmail: emailField(MISSING),
    urlRUT: rutUrl,
  })
  .strict();

/** A natural person: no company data; the RUT is optional (many individuals have none). */
export const PersonRegistrationSchema = z
  .object({
    ...common,
    legalPersonType: z.literal(false),
    billingEmail: emailField(MISSING).optional(),
    urlRUT: rutUrl.optional(),
  })
  .strict();

export const RegistrationInputSchema = z.discriminatedUnion(
  'legalPersonType',
  [CompanyRegistrationSchema, PersonRegistrationSchema],
  { error: MISSING },
);
export type RegistrationInput = z.infer<typeof RegistrationInputSchema>;
export type CompanyRegistrationInput = z.infer<typeof CompanyRegistrationSchema>;
export type PersonRegistrationInput = z.infer<typeof PersonRegistrationSchema>;

export const RegistrationResponseSchema = z.object({
  id: z.number().int(),
  clientStatus: z.enum(['ACTIVE', 'PENDING']),
  message: z.string(),
});
export type RegistrationResponse = z.infer<typeof RegistrationResponseSchema>;

export const RutUploadResponseSchema = z.object({ url: z.string() });
