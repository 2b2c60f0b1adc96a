import { z } from 'zod';
import { unlessUnknownKey } from './account';
import { ClientStatusSchema, ClientTypeSchema } from './client-types';
import { lineText } from './fields';
import { pageQuerySchema, pageResponseSchema } from './paging';
import { sortQueryShape } from './sorting';
import { BuyerFiscalIdentityPatchSchema, BuyerTaxFlagsPatchSchema } from './taxes/admin';

/**
 * A status, type or role change without a reason is refused with these texts (docs/architecture.md,
 * "Contract: validation and messages").
 */
export const ADMIN_CLIENT_MESSAGES = {
  reasonMissing: 'No se ha podido realizar el cambio porque no se llenó alguno de los campos.',
  rolesReasonMissing: 'Debe proporcionar una razón para el cambio de roles.',
  roleUnknown: 'Uno de los roles seleccionados no existe. Recargue la página e inténtelo de nuevo.',
  noPendingRequest: 'Este cliente no tiene una solicitud de cambio de tipo pendiente.',
  updated: 'Cliente actualizado correctamente.',
  unchanged: 'No se realizaron cambios en el cliente.',
  requestApproved: 'Solicitud de cambio de tipo aprobada.',
  requestRejected: 'Solicitud de cambio de tipo rechazada.',
  noPendingMunicipality: 'Este cliente no tiene un cambio de ciudad pendiente.',
  municipalityApproved: 'Cambio de ciudad aprobado: las próximas cotizaciones y órdenes lo usan.',
  municipalityRejected: 'Cambio de ciudad rechazado: el cliente conserva la ciudad registrada.',
  approveMissing: 'Indique si aprueba o rechaza la solicitud.',
  roleBeyondOwn: (role: string) =>
    `No puede asignar el rol ${role}: da permisos que su cuenta no tiene. Pida el cambio a quien administre los roles.`,
} as const;

const booleanParam = z.enum(['true', 'false'], { error: 'Use true o false.' });

/** The clients list's columns it may be ordered by; without `sort` the newest account comes first. */
export const CLIENT_SORT_KEYS = [
  'name',
  'identification',
  'clientType',
  'clientStatus',
  'createdAt',
] as const;
export type ClientSortKey = (typeof CLIENT_SORT_KEYS)[number];

/** GET /api/auth: one page of clients, searched, filtered and ordered. */
export const ClientListQuerySchema = pageQuerySchema({ defaultLimit: 10 }).extend({
  ...sortQueryShape(CLIENT_SORT_KEYS),
  search: lineText(100).optional(),
  status: ClientStatusSchema.optional(),
  clientType: ClientTypeSchema.optional(),
  /** Only accounts whose requested client type waits for staff ("Solicitudes de tipo"). */
  typeRequests: booleanParam.optional().transform((value) => value === 'true'),
  /** Only accounts whose tax profile the shop inferred and staff have not confirmed yet. */
  taxProfilePending: booleanParam.optional().transform((value) => value === 'true'),
  /** Only accounts whose change of city waits for staff. */
  municipalityRequests: booleanParam.optional().transform((value) => value === 'true'),
});
export type ClientListQuery = z.infer<typeof ClientListQuerySchema>;

export const ClientListItemSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  fullName: z.string(),
  businessName: z.string().nullable(),
  identificationNumber: z.string(),
  clientType: ClientTypeSchema,
  clientStatus: ClientStatusSchema,
  requestedClientType: ClientTypeSchema.nullable(),
  /** DIVIPOLA code of a city the customer asked to move to, waiting for staff. */
  requestedMunicipalityCode: z.string().nullable(),
  createdAt: z.string(),
});
export type ClientListItem = z.infer<typeof ClientListItemSchema>;

export const ClientListSchema = pageResponseSchema('users', ClientListItemSchema);
export type ClientList = z.infer<typeof ClientListSchema>;

const reason = z.string({ error: ADMIN_CLIENT_MESSAGES.reasonMissing }).pipe(lineText(500));

/** PATCH /api/auth/update/{id} as staff with ADMIN_CLIENTS send it: what changes and why. */
export const AdminClientUpdateSchema = z
  .strictObject(
    {
      clientStatus: ClientStatusSchema.optional(),
      clientType: ClientTypeSchema.optional(),
      roles: z
        .array(z.number().int().positive(), { error: ADMIN_CLIENT_MESSAGES.roleUnknown })
        .max(50)
        .optional(),
      /** The account's tax flags (docs/taxes.md): any of them, with the reason like every change. */
      taxFlags: BuyerTaxFlagsPatchSchema.optional(),
      /** The fiscal identity (ID type, IVA responsibility, declarante), audited like the flags. */
      taxIdentity: BuyerFiscalIdentityPatchSchema.optional(),
      comments: reason.optional(),
    },
    { error: unlessUnknownKey(ADMIN_CLIENT_MESSAGES.reasonMissing) },
  )
  .superRefine((value, ctx) => {
    const nothing =
      value.clientStatus === undefined &&
      value.clientType === undefined &&
      value.roles === undefined &&
      (value.taxFlags === undefined || Object.keys(value.taxFlags).length === 0) &&
      (value.taxIdentity === undefined || Object.keys(value.taxIdentity).length === 0);
    if (nothing || !value.comments) {
      const rolesOnly =
        value.roles !== undefined &&
        value.clientStatus === undefined &&
        value.clientType === undefined &&
        value.taxFlags === undefined &&
        value.taxIdentity === undefined;
      ctx.addIssue({
        code: 'custom',
        path: nothing ? [] : ['comments'],
        message: rolesOnly
          ? ADMIN_CLIENT_MESSAGES.rolesReasonMissing
          : ADMIN_CLIENT_MESSAGES.reasonMissing,
      });
    }
  });
export type AdminClientUpdate = z.infer<typeof AdminClientUpdateSchema>;

/** POST /api/auth/{id}/type-request: the answer to a customer's pending client-type request. */
export const TypeRequestDecisionSchema = z
  .strictObject(
    {
      approve: z.boolean({ error: ADMIN_CLIENT_MESSAGES.approveMissing }),
      comments: reason.optional(),
    },
    { error: unlessUnknownKey(ADMIN_CLIENT_MESSAGES.approveMissing) },
  )
  .superRefine((value, ctx) => {
    if (!value.comments)
      ctx.addIssue({
        code: 'custom',
        path: ['comments'],
        message: ADMIN_CLIENT_MESSAGES.reasonMissing,
      });
  });
export type TypeRequestDecision = z.infer<typeof TypeRequestDecisionSchema>;
