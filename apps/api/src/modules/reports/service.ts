import type { Writable } from 'node:stream';
import {
  CLIENT_STATUS_LABELS,
  CLIENT_TYPE_LABELS,
  ORDER_STATUS_LABELS,
  PAY_METHOD_LABELS,
  REPORT_PERIOD_LABELS,
  type ReportPeriodQuery,
  type SalesSummary,
} from '@shop/shared';
import { bogotaDate, bogotaPeriod } from '../../lib/bogota-date';
import type { ReportsRepository } from './repository';
import { writeSheet, type Column } from './xlsx-sheet';

/** A report whose rows are already read: the HTTP answer starts only once the data is there. */
export interface ReportFile {
  fileName: string;
  write(out: Writable): Promise<void>;
}

type Rows<K extends keyof ReportsRepository> = Awaited<ReturnType<ReportsRepository[K]>>;
type ClientRow = Rows<'clients'>[number];
type SaleRow = Rows<'salesPage'>[number];
type StockRow = Rows<'stock'>[number];

const clientColumns: Column<ClientRow>[] = [
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

const saleColumns: Column<SaleRow>[] = [
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
/** Orders read per query of the sales report: a few megabytes of rows at a time. */
const SALES_PAGE = 5_000;
/** The columns summed on the totals line: units and every money column. */
const SUMMED_SALE_COLUMNS = [6, 7, 8, 9, 10, 11, 12] as const;

/** Σ of whole-peso figures in bigint, so no partial sum ever passes through a float. */
const sumPesos = (values: (number | string | bigint)[]) =>
  Number(values.reduce<bigint>((sum, v) => sum + BigInt(v), 0n));

const stockColumns: Column<StockRow>[] = [
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

/** `salesPage` is the orders read per query (smaller in tests, to cross page ends). */
export function createReportsService(
  reports: ReportsRepository,
  now = () => new Date(),
  salesPage = SALES_PAGE,
) {
  return {
    async clients(): Promise<ReportFile> {
      const rows = await reports.clients();
      return {
        fileName: `clientes-${bogotaDate(now())}.xlsx`,
        write: (out) => writeSheet(out, { name: 'Clientes', columns: clientColumns, rows }),
      };
    },

    /**
     * The sales sheet, read a page at a time while it is written (the first page before the answer
     * starts, so a failing query is still an error answer), with the totals summed on the way.
     */
    async sales({ period, date }: ReportPeriodQuery): Promise<ReportFile> {
      const span = bogotaPeriod(period, date);
      const page = (after: SaleRow | null) =>
        reports.salesPage(span.start, span.end, after, salesPage);
      const first = await page(null);
      const sums = new Map<number, bigint>(SUMMED_SALE_COLUMNS.map((i) => [i, 0n]));
      let count = 0;
      async function* rows() {
        for (let current = first; ;) {
          const last = current.at(-1);
          // The next page is read while this one is written.
          const next = current.length === salesPage && last ? page(last) : undefined;
          next?.catch(() => {}); // awaited below; not an unhandled rejection if writing fails first
          for (const row of current) {
            count++;
            for (const i of SUMMED_SALE_COLUMNS)
              sums.set(i, sums.get(i)! + BigInt(saleColumns[i]!.value(row) as number));
            yield row;
          }
          if (!next) return;
          current = await next;
        }
      }
      return {
        fileName: `ventas-${date}-${REPORT_PERIOD_LABELS[period]}.xlsx`,
        write: (out) =>
          writeSheet(out, {
            name: 'Ventas',
            columns: saleColumns,
            rows: rows(),
            footer: () => [
              {
                label: `Total (${count} órdenes)`,
                values: Object.fromEntries([...sums].map(([i, sum]) => [i, Number(sum)])),
              },
            ],
          }),
      };
    },

    async stock(): Promise<ReportFile> {
      const rows = await reports.stock();
      return {
        fileName: `inventario-${bogotaDate(now())}.xlsx`,
        write: (out) => writeSheet(out, { name: 'Inventario', columns: stockColumns, rows }),
      };
    },

    async salesSummary({ period, date }: ReportPeriodQuery): Promise<SalesSummary> {
      const span = bogotaPeriod(period, date);
      const perDay = new Map(
        (await reports.salesPerDay(span.start, span.end)).map((d) => [d.date, d]),
      );
      const days = span.days.map((day) => {
        const d = perDay.get(day);
        return {
          date: day,
          orders: d?.orders ?? 0,
          revenue: sumPesos([d?.revenue ?? 0]),
          reteFuente: sumPesos([d?.reteFuente ?? 0]),
          reteIVA: sumPesos([d?.reteIVA ?? 0]),
          reteICA: sumPesos([d?.reteICA ?? 0]),
        };
      });
      const orders = days.reduce((n, d) => n + d.orders, 0);
      const revenue = sumPesos(days.map((d) => d.revenue));
      return {
        period,
        from: span.firstDay,
        to: span.lastDay,
        orders,
        revenue,
        withholdings: {
          reteFuente: sumPesos(days.map((d) => d.reteFuente)),
          reteIVA: sumPesos(days.map((d) => d.reteIVA)),
          reteICA: sumPesos(days.map((d) => d.reteICA)),
        },
        // Integer half-up division: whole pesos, no float rounding on large sums.
        averageTicket: orders === 0 ? 0 : Math.floor((2 * revenue + orders) / (2 * orders)),
        days,
      };
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
