import {
  countOf,
  REPORT_PERIOD_LABELS,
  type ReportPeriodQuery,
  type SalesSummary,
} from '@shop/shared';
import { bogotaDate, bogotaPeriod } from '../../lib/bogota-date';
import type { ReportsRepository } from './repository';
import { saleColumns, SUMMED_SALE_COLUMNS, type SaleRow, type SheetName } from './sheets';
import type { FooterLine } from './xlsx-sheet';

/**
 * A report to write: its first rows are already read, so the HTTP answer starts only once a
 * failing query had its chance to fail; the rest may come page by page while it is written.
 */
export interface ReportFile {
  fileName: string;
  sheet: SheetName;
  pages: AsyncIterable<readonly unknown[]>;
  /** Asked for once every page went by (totals). */
  footer?: () => FooterLine[];
}

async function* onePage<R>(rows: readonly R[]) {
  yield rows;
}

/** Σ of whole-peso figures in bigint, so no partial sum ever passes through a float. */
const sumPesos = (values: (number | string | bigint)[]) =>
  Number(values.reduce<bigint>((sum, v) => sum + BigInt(v), 0n));

/** Orders read per query of the sales report (orders_created_idx): a megabyte or so at a time. */
const SALES_PAGE = 1_000;

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
        sheet: 'clients',
        pages: onePage(rows),
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
      async function* pages() {
        for (let current = first; ;) {
          const last = current.at(-1);
          // The next page is read while this one is written.
          const next = current.length === salesPage && last ? page(last) : undefined;
          next?.catch(() => {}); // awaited below; not an unhandled rejection if writing fails first
          count += current.length;
          for (const row of current)
            for (const i of SUMMED_SALE_COLUMNS)
              sums.set(i, sums.get(i)! + BigInt(saleColumns[i]!.value(row) as number));
          yield current;
          if (!next) return;
          current = await next;
        }
      }
      return {
        fileName: `ventas-${date}-${REPORT_PERIOD_LABELS[period]}.xlsx`,
        sheet: 'sales',
        pages: pages(),
        footer: () => [
          {
            label: `Total (${countOf(count, 'orden', 'órdenes')})`,
            values: Object.fromEntries([...sums].map(([i, sum]) => [i, Number(sum)])),
          },
        ],
      };
    },

    async stock(): Promise<ReportFile> {
      const rows = await reports.stock();
      return {
        fileName: `inventario-${bogotaDate(now())}.xlsx`,
        sheet: 'stock',
        pages: onePage(rows),
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
