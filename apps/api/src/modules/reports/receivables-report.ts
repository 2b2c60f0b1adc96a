import type { Receivable, Receivables } from '@shop/shared';
import { receivableColumns, SUMMED_RECEIVABLE_COLUMNS } from './sheets';
import type { ReportFile } from './service';

/** What the cartera workbook is read from: the credit module's figures of today. */
export type ReceivablesPort = () => Promise<Receivables>;

async function* onePage<R>(rows: readonly R[]) {
  yield rows;
}

/**
 * The cartera as a workbook: the same figures as the dashboard's screen (the credit module's
 * port), one row per company, and their totals under them.
 */
export async function receivablesFile(receivables: ReceivablesPort): Promise<ReportFile> {
  const { asOf, companies, totals } = await receivables();
  // The totals read through the very columns that print each company's figures.
  const summed = { ...totals } as unknown as Receivable;
  return {
    fileName: `cartera-${asOf}.xlsx`,
    sheet: 'receivables',
    pages: onePage(companies),
    footer: () => [
      {
        label: `Total (${companies.length} ${companies.length === 1 ? 'empresa' : 'empresas'})`,
        values: Object.fromEntries(
          SUMMED_RECEIVABLE_COLUMNS.map((i) => [i, receivableColumns[i]!.value(summed) as number]),
        ),
      },
    ],
  };
}
