import { DEFAULT_DOCUMENT_TERMS, ORDER_MESSAGES } from '@shop/shared';
import { DeliveryAddressField } from '../../components/ui/form/delivery-address-field';
import { AccountPage } from '../../components/layouts/account-page';
import { PagedRecords } from '../../components/ui/record-table/paged-records';
import { useConfig } from '../../features/config/api/get-config';
import { usePayOptions } from '../../features/orders/api/get-pay-options';
import { useQuotes } from '../../features/quotes/api/get-quotes';
import { QuotesEmpty, QuotesTable } from '../../features/quotes/components/quotes-table';
import { usePageParam } from '../../hooks/use-page-param';
import { useViewer } from './use-viewer';

/** /quotes 'Cotizaciones': download each as a PDF, convert an open one into an order. */
export function QuotesRoute() {
  const { viewer, company, mayBuy } = useViewer();
  const { page, hrefFor } = usePageParam();
  const quotes = useQuotes(viewer, page);
  const terms = useConfig().data?.documentTerms ?? DEFAULT_DOCUMENT_TERMS;
  const payMethods = usePayOptions(viewer).methods;

  return (
    <AccountPage
      title="Cotizaciones"
      summary="Los precios de una cotización se mantienen mientras está vigente."
    >
      <PagedRecords
        query={quotes}
        records={(data) => data.quotes}
        page={page}
        hrefFor={hrefFor}
        loadFailed={ORDER_MESSAGES.quotesLoadFailed}
        empty={<QuotesEmpty />}
      >
        {(rows) => (
          <QuotesTable
            quotes={rows}
            terms={terms}
            payMethods={payMethods}
            creatorShown={company !== null}
            delivery={company ? <DeliveryAddressField viewer={viewer} /> : null}
            mayBuy={mayBuy}
          />
        )}
      </PagedRecords>
    </AccountPage>
  );
}
