import { z } from 'zod';
import { pageQuerySchema, pageResponseSchema } from './paging';

/** What an audit entry is about; `entityId` then names which one (a user id, an order's id…). */
export const AUDIT_ENTITIES = [
  'user',
  'order',
  'product',
  'config',
  'role',
  'brand',
  'category',
  'content',
  'info_page',
  'image',
  'tax_rules',
] as const;
export const AuditEntitySchema = z.enum(AUDIT_ENTITIES);
export type AuditEntity = z.infer<typeof AuditEntitySchema>;

export const AUDIT_ENTITY_LABELS: Record<AuditEntity, string> = {
  user: 'Usuario',
  order: 'Orden',
  product: 'Producto',
  config: 'Configuración',
  role: 'Rol',
  brand: 'Marca',
  category: 'Categoría',
  content: 'Sección de contenido',
  info_page: 'Página informativa',
  image: 'Imagen',
  tax_rules: 'Reglas de impuestos',
};

/** The kind of admin write (docs/architecture.md, "Mail, outbox and audit"). */
export const AUDIT_ACTIONS = [
  'client_status',
  'client_type',
  'roles',
  'order_status',
  'stock',
  'create',
  'update',
  'delete',
  'import',
  'client_tax_flags',
  'client_municipality',
  'client_rut_proposal',
  'payment',
  'client_credit',
  'company_member',
] as const;
export const AuditActionSchema = z.enum(AUDIT_ACTIONS);
export type AuditAction = z.infer<typeof AuditActionSchema>;

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  client_status: 'Cambio de estado del cliente',
  client_type: 'Cambio de tipo de cliente',
  roles: 'Cambio de roles',
  order_status: 'Cambio de estado de la orden',
  stock: 'Ajuste de inventario',
  create: 'Creación',
  update: 'Edición',
  delete: 'Eliminación',
  import: 'Carga masiva desde Excel',
  client_tax_flags: 'Cambio de la condición tributaria del cliente',
  client_municipality: 'Cambio de ciudad del cliente',
  client_rut_proposal: 'Confirmación del perfil tributario leído del RUT',
  payment: 'Cambio del pago de la orden',
  client_credit: 'Cambio del crédito empresarial',
  company_member: 'Cambio de un integrante de la empresa',
};

/** The fields a write touched, as they were or became: `{ clientStatus: 'ACTIVE' }`. */
export const AuditStateSchema = z.record(z.string(), z.unknown());
export type AuditState = z.infer<typeof AuditStateSchema>;

/** One entry as a detail page of the dashboard shows it, newest first. */
export const AuditEntrySchema = z.object({
  id: z.number().int(),
  /** Who made the change; null for the system (or an account deleted since). */
  actor: z.object({ id: z.number().int(), email: z.string() }).nullable(),
  entity: AuditEntitySchema,
  entityId: z.string(),
  action: AuditActionSchema,
  /** null before a creation, after a deletion. */
  before: AuditStateSchema.nullable(),
  after: AuditStateSchema.nullable(),
  reason: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

/** A page of an entity's audit trail: ten entries unless `limit` says otherwise. */
export const AuditQuerySchema = pageQuerySchema({ defaultLimit: 10 });

export const AuditHistorySchema = pageResponseSchema('entries', AuditEntrySchema);
export type AuditHistory = z.infer<typeof AuditHistorySchema>;
