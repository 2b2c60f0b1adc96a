import { ORDER_MESSAGES } from '@shop/shared';
import { AccountPage } from '../../components/layouts/account-page';
import { LoadProblem } from '../../components/errors/load-problem';
import { Pager } from '../../components/ui/pager/pager';
import { RecordTableSkeleton } from '../../components/ui/record-table/record-table';
import { PastLastPage } from '../../components/ui/record-table/past-last-page';
import { useQuotes } from '../../features/quotes/api/get-quotes';
import { QuotesEmpty, QuotesTable } from '../../features/quotes/components/quotes-table';
import { useErrorToast } from '../../hooks/use-error-toast';
import { usePageParam } from '../../hooks/use-page-param';
import { useViewer } from './use-viewer';

/** /quotes 'Cotizaciones': download each as a PDF, convert an open one into an order. */
export function QuotesRoute() {
  const { viewer } = useViewer();
  const { page, hrefFor } = usePageParam();
  const quotes = useQuotes(viewer, page);
  useErrorToast(quotes.isError, ORDER_MESSAGES.quotesLoadFailed);
  const data = quotes.data;

  return (
    <AccountPage
      title="Cotizaciones"
      summary="Los precios de una cotización se mantienen mientras está vigente."
    >
      {data ? (
        data.quotes.length > 0 ? (
          <div aria-busy={quotes.isPlaceholderData || undefined}>
            <QuotesTable quotes={data.quotes} />
            <Pager page={page} totalPages={data.totalPages} hrefFor={hrefFor} />
          </div>
        ) : page > 1 ? (
          <PastLastPage firstPageHref={hrefFor(1)} />
        ) : (
          <QuotesEmpty />
        )
      ) : quotes.isError ? (
        <LoadProblem
          message={ORDER_MESSAGES.quotesLoadFailed}
          onRetry={() => void quotes.refetch()}
          isRetrying={quotes.isFetching}
        />
      ) : (
        <RecordTableSkeleton />
      )}
    </AccountPage>
  );
}
