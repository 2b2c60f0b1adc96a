import {
  CLIENT_TYPE_LABELS,
  COLOUR_LABELS,
  formatCop,
  formatNit,
  fractionToPercent,
  SELLER_REGIME_LABELS,
  bankAccountLine,
  type AuditState,
  type BankAccount,
  type SellerRegime,
  type ClientType,
} from '@shop/shared';

const percent = (value: unknown) =>
  typeof value === 'number'
    ? `${new Intl.NumberFormat('es-CO', { maximumFractionDigits: 3 }).format(fractionToPercent(value))} %`
    : String(value);

const FIELD_LABELS: Record<string, string> = {
  'taxes.retefuente': 'ReteFuente',
  'taxes.reteica': 'ReteICA',
  minimumPurchase: 'Compra mínima',
  retentionThreshold: 'Base de retención',
  icon: 'Ícono',
  logo: 'Logo',
  shopName: 'Nombre de la tienda',
  quoteValidityDays: 'Vigencia de cotizaciones (días)',
  notificationEmail: 'Correo de notificaciones',
  'smtp.host': 'Servidor SMTP',
  'smtp.port': 'Puerto SMTP',
  'smtp.user': 'Usuario SMTP',
  'smtp.pass': 'Contraseña SMTP',
  'smtp.secure': 'Conexión segura',
  'smtp.from': 'Remitente',
  'seller.nit': 'NIT de la tienda',
  'seller.regime': 'Régimen de IVA',
  'seller.autorretenedor': 'Autorretenedor',
  'seller.granContribuyente': 'Gran contribuyente',
  'seller.address': 'Dirección de la tienda',
  'seller.city': 'Ciudad de la tienda',
  'seller.phone': 'Teléfono de la tienda',
  'seller.email': 'Correo de facturación',
  'documentTerms.deliveryTime': 'Tiempo de entrega',
  'documentTerms.warranty': 'Garantía',
  'documentTerms.paymentTerms': 'Forma de pago',
  bankAccounts: 'Cuentas bancarias',
};

/** A field's name in the reader's words: 'theme.light.primary' → 'Tema claro, Primario'. */
export function configFieldLabel(path: string): string {
  const [group, a, b] = path.split('.');
  if (group === 'theme' && a && b)
    return `${a === 'dark' ? 'Tema oscuro' : 'Tema claro'}, ${COLOUR_LABELS[b as keyof typeof COLOUR_LABELS] ?? b}`;
  if (group === 'extraPercentage' && a)
    return `Adicional ${CLIENT_TYPE_LABELS[a as ClientType] ?? a}`;
  return FIELD_LABELS[path] ?? path;
}

function describeValue(path: string, value: unknown): string {
  if (value === null || value === '') return path === 'smtp.pass' ? 'sin contraseña' : 'vacío';
  if (path.startsWith('taxes.') || path.startsWith('extraPercentage.')) return percent(value);
  if (path === 'minimumPurchase' || path === 'retentionThreshold')
    return typeof value === 'number' ? formatCop(value) : String(value);
  if (typeof value === 'boolean') return value ? 'sí' : 'no';
  if (path === 'seller.nit' && typeof value === 'string') return formatNit(value);
  if (path === 'bankAccounts' && Array.isArray(value))
    return value.length === 0
      ? 'ninguna'
      : (value as BankAccount[]).map(bankAccountLine).join(' | ');
  if (path === 'seller.regime' && typeof value === 'string')
    return SELLER_REGIME_LABELS[value as SellerRegime] ?? value;
  return String(value);
}

/** A settings change in words ('Tema claro, Primario: #188f4b; ReteFuente: 2,5 %'); '—' for none. */
export function describeConfigState(state: AuditState | null): string {
  if (!state) return '—';
  const parts = Object.entries(state).map(
    ([path, value]) => `${configFieldLabel(path)}: ${describeValue(path, value)}`,
  );
  return parts.length ? parts.join('; ') : '—';
}
