import { formatCop, IVA_CLASS_LABELS, type AuditState, type IvaClass } from '@shop/shared';
import { vatPercent } from '../../../utils/format';

const LABELS: Record<string, string> = {
  name: 'Nombre',
  model: 'Modelo',
  sku: 'SKU',
  price: 'Precio',
  vat: 'IVA',
  ivaClass: 'Clase de IVA',
  stock: 'Stock',
  minimumStock: 'Stock mínimo',
  description: 'Descripción',
  caracteristics: 'Características',
  brand: 'Marca',
  categories: 'Categorías',
  available: 'Disponible',
  dataSheetURL: 'Ficha técnica',
  images: 'Imágenes',
  system: 'Sistema',
};

/** Price and stock first: what the history is mostly read for (spec: who, when, before, after). */
const ORDER = Object.keys(LABELS);

function valueOf(key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  switch (key) {
    case 'price':
      return formatCop(Number(value));
    case 'vat':
      return vatPercent(Number(value));
    case 'ivaClass':
      return IVA_CLASS_LABELS[value as IvaClass] ?? String(value);
    case 'available':
      return value ? 'Sí' : 'No';
    case 'description':
      return 'texto modificado';
    case 'images': {
      const images = value as { views_url?: unknown[] };
      return `principal + ${images.views_url?.length ?? 0} adicionales`;
    }
    case 'caracteristics':
    case 'categories':
      return Array.isArray(value) ? value.join(', ') : String(value);
    default:
      return String(value);
  }
}

/**
 * An audit entry's before or after in words: 'Precio: $ 289.900 · Stock: 12'. A creation or a
 * deletion lists price and stock only, the figures people look for; '—' for nothing.
 */
export function describeProductState(state: AuditState | null, created = false): string {
  if (!state) return '—';
  const keys = ORDER.filter((key) => key in state && key !== 'system');
  const shown = created ? keys.filter((key) => key === 'price' || key === 'stock') : keys;
  return shown.map((key) => `${LABELS[key]}: ${valueOf(key, state[key])}`).join(' · ') || '—';
}
