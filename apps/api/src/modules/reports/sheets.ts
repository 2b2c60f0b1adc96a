import {
  AGEING_BUCKET_LABELS,
  AGEING_BUCKETS,
  CLIENT_STATUS_LABELS,
  CREDIT_LINE_STATUS_LABELS,
  CLIENT_TYPE_LABELS,
  ORDER_STATUS_LABELS,
  PAY_METHOD_LABELS,
  type Receivable,
} from '@shop/shared';
import type { ReportsRepository } from './repository';
import type { Column } from './xlsx-sheet';

type Rows<K extends keyof ReportsRepository> = Awaited<ReturnType<ReportsRepository[K]>>;
export type ClientRow = Rows<'clients'>[number];
export type SaleRow = Rows<'salesPage'>[number];
export type StockRow = Rows<'stock'>[number];

export const clientColumns: Column<ClientRow>[] = [
  { header: 'ID', kind: 'integer', width: 8, value: (r) => r.id },
  { header: 'Correo', kind: 'text', width: 32, value: (r) => r.email },
  { header: 'Nombre completo', kind: 'text', width: 28, value: (r) => r.fullName },
  { header: 'Razón social', kind: 'text', width: 28, value: (r) => r.businessName },
  { header: 'Identificación (NIT/CC)', kind: 'text', width: 18, value: (r) => r.identification },
  { header: 'Teléfono', kind: 'text', width: 14, value: (r) => r.phone },
  {
    header: 'Tipo de cliente',
    kind: 'text',
    width: 24,
    value: (r) => CLIENT_TYPE_LABELS[r.clientType],
  },
  { header: 'Estado', kind: 'text', width: 12, value: (r) => CLIENT_STATUS_LABELS[r.clientStatus] },
  { header: 'Persona jurídica', kind: 'yesno', width: 10, value: (r) => r.legalPerson },
  { header: 'Municipio', kind: 'text', width: 20, value: (r) => r.municipality },
  { header: 'Departamento', kind: 'text', width: 20, value: (r) => r.department },
  { header: 'Fecha de registro', kind: 'datetime', width: 18, value: (r) => r.createdAt },
];

export const saleColumns: Column<SaleRow>[] = [
  { header: 'Orden', kind: 'text', width: 16, value: (r) => r.customId },
  { header: 'Fecha', kind: 'datetime', width: 18, value: (r) => r.createdAt },
  {
    header: 'Cliente',
    kind: 'text',
    width: 30,
    value: (r) => r.customer.businessName ?? r.customer.fullName,
  },
  { header: 'Identificación', kind: 'text', width: 16, value: (r) => r.customer.identification },
  { header: 'Estado', kind: 'text', width: 12, value: (r) => ORDER_STATUS_LABELS[r.status] },
  {
    header: 'Medio de pago',
    kind: 'text',
    width: 22,
    value: (r) => PAY_METHOD_LABELS[r.payMethod],
  },
  { header: 'Unidades', kind: 'integer', width: 10, value: (r) => r.totalItems },
  { header: 'Ventas antes de IVA', kind: 'money', width: 18, value: (r) => r.subtotal },
  { header: 'IVA', kind: 'money', width: 14, value: (r) => r.totalVAT },
  { header: 'ReteFuente', kind: 'money', width: 14, value: (r) => r.reteFuente },
  { header: 'ReteIVA', kind: 'money', width: 14, value: (r) => r.reteIVA },
  { header: 'ReteICA', kind: 'money', width: 14, value: (r) => r.reteICA },
  { header: 'Total a pagar', kind: 'money', width: 16, value: (r) => r.total },
];
/** The columns summed on the totals line: units and every money column. */
export const SUMMED_SALE_COLUMNS = [6, 7, 8, 9, 10, 11, 12] as const;

export const stockColumns: Column<StockRow>[] = [
  { header: 'ID', kind: 'integer', width: 8, value: (r) => r.id },
  { header: 'SKU', kind: 'text', width: 18, value: (r) => r.sku },
  { header: 'Modelo', kind: 'text', width: 20, value: (r) => r.model },
  { header: 'Producto', kind: 'text', width: 40, value: (r) => r.name },
  { header: 'Marca', kind: 'text', width: 16, value: (r) => r.brand },
  { header: 'Categoría', kind: 'text', width: 20, value: (r) => r.category },
  { header: 'Subcategoría', kind: 'text', width: 20, value: (r) => r.subcategory },
  { header: 'Precio base (sin IVA)', kind: 'money', width: 18, value: (r) => r.price },
  { header: 'IVA', kind: 'percent', width: 8, value: (r) => r.vat },
  { header: 'Stock', kind: 'integer', width: 10, value: (r) => r.stock },
  { header: 'Stock mínimo', kind: 'integer', width: 12, value: (r) => r.minimumStock },
  { header: 'Bajo el mínimo', kind: 'yesno', width: 12, value: (r) => r.stock < r.minimumStock },
  { header: 'Disponible', kind: 'yesno', width: 11, value: (r) => r.available },
];

/** Cartera: one row per company with a credit line, its figures and its ageing buckets. */
export const receivableColumns: Column<Receivable>[] = [
  { header: 'Razón social', kind: 'text', width: 32, value: (r) => r.businessName },
  { header: 'NIT', kind: 'text', width: 16, value: (r) => r.nit },
  { header: 'Correo', kind: 'text', width: 28, value: (r) => r.email },
  { header: 'Línea', kind: 'text', width: 12, value: (r) => CREDIT_LINE_STATUS_LABELS[r.status] },
  { header: 'Plazo (días)', kind: 'integer', width: 12, value: (r) => r.termDays },
  { header: 'Cupo', kind: 'money', width: 16, value: (r) => r.limit },
  { header: 'Saldo', kind: 'money', width: 16, value: (r) => r.owed },
  { header: 'Disponible', kind: 'money', width: 16, value: (r) => r.available },
  { header: 'Vencido', kind: 'money', width: 16, value: (r) => r.overdue },
  ...AGEING_BUCKETS.map((b): Column<Receivable> => ({
    header: AGEING_BUCKET_LABELS[b],
    kind: 'money',
    width: 15,
    value: (r) => r.ageing[b],
  })),
];
/** The columns summed on the totals line: every money column. */
export const SUMMED_RECEIVABLE_COLUMNS = receivableColumns.flatMap((c, i) =>
  c.kind === 'money' ? [i] : [],
);

/**
 * The sheets a report can be, by name: the worker thread that writes them (xlsx-worker.ts) gets
 * the name and the rows, since the columns' functions cannot travel between threads.
 */
export const SHEETS = {
  clients: { name: 'Clientes', columns: clientColumns },
  sales: { name: 'Ventas', columns: saleColumns },
  stock: { name: 'Inventario', columns: stockColumns },
  receivables: { name: 'Cartera', columns: receivableColumns },
} as const;

export type SheetName = keyof typeof SHEETS;
