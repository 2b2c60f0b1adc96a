import { PERMISSION_LABELS, PERMISSIONS, type AuditState, type Permission } from '@shop/shared';

const isPermission = (value: unknown): value is Permission =>
  PERMISSIONS.includes(value as Permission);

function describeField(key: string, value: unknown): string {
  switch (key) {
    case 'name':
      return `Nombre: ${String(value)}`;
    case 'description':
      return `Descripción: ${value ? String(value) : 'sin descripción'}`;
    case 'permissions':
      return Array.isArray(value) && value.length
        ? `Permisos: ${value.map((p) => (isPermission(p) ? PERMISSION_LABELS[p] : String(p))).join(', ')}`
        : 'Permisos: ninguno';
    default:
      return `${key}: ${JSON.stringify(value)}`;
  }
}

/**
 * A role's audited state in words ('Nombre: Ventas; Permisos: Clientes, Reportes'): a creation or
 * deletion holds every field, an edit only those it changed; '—' for none.
 */
export function describeRoleState(state: AuditState | null): string {
  if (!state) return '—';
  const parts = Object.entries(state).map(([key, value]) => describeField(key, value));
  return parts.length ? parts.join('; ') : '—';
}
