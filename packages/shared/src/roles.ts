import { z } from 'zod';
import { idParam } from './ids';
import { fieldLabel } from './field-labels';
import { lineText, requiredText } from './fields';
import { PermissionSchema } from './permissions';

export const ROLE_MESSAGES = {
  nameRequired: 'Escriba un nombre para el rol.',
  nameTaken: 'Ya existe un rol con ese nombre. Elija otro nombre.',
  permissionsInvalid: 'Elija los permisos de la lista.',
  unchanged: 'No hay cambios para actualizar.',
  unknownField: (field: string) =>
    `El campo «${fieldLabel(field)}» no se puede enviar para un rol.`,
  lastAdminRole:
    'Ningún otro rol con cuentas activas tiene el permiso de administrar roles: el cambio dejaría la tienda sin nadie que pueda administrarlos.',
  customerRole: 'El rol de clientes lo usa el registro de nuevas cuentas y no se puede eliminar.',
  heldByAccounts: (count: number) =>
    `El rol está asignado a ${count} ${count === 1 ? 'cuenta' : 'cuentas'}. Quítaselo antes de eliminarlo.`,
  notFound: 'No encontramos el rol solicitado.',
  auditLoadFailed: 'Error al cargar el historial del rol.',
  // The roles screen (docs/architecture.md, "Contract: validation and messages"); the creation and
  // deletion infos are ours, the old client showed none (departure 13).
  loadFailed: 'Error al obtener los roles',
  empty: 'No hay roles disponibles',
  created: 'Rol creado correctamente',
  updated: 'Rol actualizado correctamente',
  deleted: 'Rol eliminado correctamente',
  createFailed: 'Error creando el rol',
  updateFailed: 'Error actualizando el rol',
  deleteFailed: 'Error al eliminar el rol',
} as const;

const permissionList = z
  .array(PermissionSchema, { error: ROLE_MESSAGES.permissionsInvalid })
  .transform((list) => [...new Set(list)]);

const strict = {
  error: (issue: z.core.$ZodRawIssue) =>
    issue.code === 'unrecognized_keys'
      ? ROLE_MESSAGES.unknownField(String(issue.keys[0]))
      : undefined,
};

/** POST /api/roles. A blank name is refused with a message (the spec only blocked it silently). */
export const RoleCreateSchema = z.strictObject(
  {
    name: requiredText(ROLE_MESSAGES.nameRequired, 80),
    description: lineText(300).optional(),
    permissions: permissionList,
  },
  strict,
);
export type RoleCreate = z.infer<typeof RoleCreateSchema>;

/** PATCH /api/roles/{id}: only the fields that changed. */
export const RoleUpdateSchema = z
  .strictObject(
    {
      name: requiredText(ROLE_MESSAGES.nameRequired, 80).optional(),
      description: lineText(300).optional(),
      permissions: permissionList.optional(),
    },
    strict,
  )
  .refine((value) => Object.keys(value).length > 0, {
    message: ROLE_MESSAGES.unchanged,
    when: (payload) => payload.issues.length === 0,
  });
export type RoleUpdate = z.infer<typeof RoleUpdateSchema>;

export const RoleIdParamsSchema = z.object({ id: idParam('del rol') });

export const RoleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  permissions: z.array(PermissionSchema),
  /** How many accounts hold the role. */
  accounts: z.number().int(),
});
export type Role = z.infer<typeof RoleSchema>;

/** GET /api/roles: every role, oldest first. */
export const RoleListSchema = z.array(RoleSchema);
