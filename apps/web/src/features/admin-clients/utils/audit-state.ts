import {
  BUYER_TAX_FLAG_LABELS,
  CLIENT_STATUS_LABELS,
  CLIENT_TYPE_LABELS,
  ClientStatusSchema,
  ClientTypeSchema,
  CREDIT_LINE_STATUS_LABELS,
  CREDIT_LINE_STATUSES,
  formatCop,
  type AuditState,
  type CreditLineStatus,
} from '@shop/shared';

const isCreditLineStatus = (value: unknown): value is CreditLineStatus =>
  (CREDIT_LINE_STATUSES as readonly unknown[]).includes(value);

/** Role names by id, for trails that store ids; a role deleted since shows its number. */
export type RoleNames = (id: number) => string;

const typeLabel = (value: unknown) => {
  const type = ClientTypeSchema.safeParse(value).data;
  return type ? CLIENT_TYPE_LABELS[type] : String(value);
};

function describeField(key: string, value: unknown, roleName: RoleNames): string | null {
  switch (key) {
    case 'clientStatus': {
      const status = ClientStatusSchema.safeParse(value).data;
      return status ? CLIENT_STATUS_LABELS[status] : String(value);
    }
    case 'clientType':
      return typeLabel(value);
    case 'requestedClientType':
      // A request answered (null) says nothing of its own: the type beside it tells the outcome.
      return value ? `solicitó ${typeLabel(value)}` : null;
    case 'roles':
      return Array.isArray(value) && value.length
        ? value.map((id) => roleName(Number(id))).join(', ')
        : 'Sin roles';
    case 'withholdingAgent':
    case 'granContribuyente':
    case 'autorretenedor':
    case 'publicEntity':
    case 'ivaWithholdingAgent':
    case 'regimenSimple':
      return `${BUYER_TAX_FLAG_LABELS[key]}: ${value ? 'sí' : 'no'}`;
    case 'creditLimit':
      return `Cupo ${formatCop(Number(value))}`;
    case 'creditTermDays':
      return `a ${String(value)} días`;
    case 'creditStatus':
      return isCreditLineStatus(value)
        ? `línea ${CREDIT_LINE_STATUS_LABELS[value].toLowerCase()}`
        : String(value);
    case 'taxProfileConfirmed':
      return value ? 'Perfil tributario confirmado' : 'Perfil tributario por confirmar';
    default:
      return `${key}: ${JSON.stringify(value)}`;
  }
}

/** An audited state in words ('Pendiente'; 'Cliente final (solicitó Gobierno)'); '—' for none. */
export function describeAuditState(state: AuditState | null, roleName: RoleNames): string {
  if (!state) return '—';
  const parts = Object.entries(state)
    .map(([key, value]) => describeField(key, value, roleName))
    .filter((part): part is string => part !== null);
  if (parts.length === 0) return '—';
  const [main, ...rest] = parts;
  return rest.length ? `${main} (${rest.join('; ')})` : main!;
}
