import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { To } from 'react-router';
import { useErrorToast } from '../../../hooks/use-error-toast';
import { LoadProblem } from '../../errors/load-problem';
import { Pager } from '../pager/pager';
import { PastLastPage } from './past-last-page';
import { RecordTableSkeleton } from './record-table';

interface PagedRecordsProps<TPage extends { totalPages: number }, TRecord> {
  /** The list query of the page in the address. */
  query: UseQueryResult<TPage>;
  /** The records of a loaded page, under the list's own key (`quotes`, `orders`). */
  records: (page: TPage) => readonly TRecord[];
  /** 1-based, from the address. */
  page: number;
  hrefFor: (page: number) => To;
  /** The spec's message when the list cannot be read, as toast and in place. */
  loadFailed: string;
  /** What an empty list says and offers. */
  empty: ReactNode;
  children: (records: readonly TRecord[]) => ReactNode;
}

/**
 * A list of records one page at a time: skeleton, then the records with the pager (the previous
 * page stays, marked busy, while the next one loads), or why there are none, or a retry.
 */
export function PagedRecords<TPage extends { totalPages: number }, TRecord>({
  query,
  records,
  page,
  hrefFor,
  loadFailed,
  empty,
  children,
}: PagedRecordsProps<TPage, TRecord>) {
  useErrorToast(query.isError, loadFailed);
  if (query.data) {
    const rows = records(query.data);
    if (rows.length > 0) {
      return (
        <div aria-busy={query.isPlaceholderData || undefined}>
          {children(rows)}
          <Pager page={page} totalPages={query.data.totalPages} hrefFor={hrefFor} />
        </div>
      );
    }
    return page > 1 ? <PastLastPage firstPageHref={hrefFor(1)} /> : empty;
  }
  if (query.isError) {
    return (
      <LoadProblem
        message={loadFailed}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  }
  return <RecordTableSkeleton />;
}
