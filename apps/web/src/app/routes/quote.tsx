import { useParams } from 'react-router';
import { DEFAULT_DOCUMENT_TERMS, DOCUMENT_DETAIL_MESSAGES, ORDER_MESSAGES } from '@shop/shared';
import { CreatedBy } from '../../components/documents/created-by';
import { DocumentQueryState } from '../../components/documents/document-query-state';
import { NotFoundState } from '../../components/errors/not-found-state';
import { DeliveryAddressField } from '../../components/ui/form/delivery-address-field';
import { AccountPage } from '../../components/layouts/account-page';
import { paths } from '../../config/paths';
import { useConfig } from '../../features/config/api/get-config';
import { usePayOptions } from '../../features/orders/api/get-pay-options';
import { useQuote } from '../../features/quotes/api/get-quote';
import { QuoteDetailView } from '../../features/quotes/components/quote-detail';
import { formatLongDateTime } from '../../utils/format';
import { parseId } from '../../utils/parse-id';
import { useViewer } from './use-viewer';

const NOT_FOUND_TITLE = 'Cotización no encontrada';

/** /quotes/{id}: one of the customer's quotes in full, linked from 'Cotizaciones'. */
export function QuoteRoute() {
  const id = parseId(useParams().id);
  if (id === null)
    return <NotFoundState title={NOT_FOUND_TITLE} message={ORDER_MESSAGES.quoteNotFound} />;
  return <QuotePage key={id} id={id} />;
}

function QuotePage({ id }: { id: number }) {
  const { viewer, ready, company, mayBuy } = useViewer();
  const quote = useQuote(viewer, id, ready);
  const terms = useConfig().data?.documentTerms ?? DEFAULT_DOCUMENT_TERMS;
  const payMethods = usePayOptions(viewer).methods;
  return (
    <DocumentQueryState
      query={quote}
      notFoundTitle={NOT_FOUND_TITLE}
      loadFailed={DOCUMENT_DETAIL_MESSAGES.quoteLoadFailed}
    >
      {(data) => (
        <AccountPage
          title={`Cotización ${data.customId}`}
          parents={[{ label: 'Cotizaciones', href: paths.quotes.getHref() }]}
          summary={
            <>
              Generada el{' '}
              <time dateTime={data.createdAt}>{formatLongDateTime(data.createdAt)}</time>
              {company ? (
                <>
                  {' · '}
                  <CreatedBy name={data.createdBy} />
                </>
              ) : null}
            </>
          }
        >
          <QuoteDetailView
            quote={data}
            terms={terms}
            payMethods={payMethods}
            delivery={company ? <DeliveryAddressField viewer={viewer} /> : null}
            mayBuy={mayBuy}
          />
        </AccountPage>
      )}
    </DocumentQueryState>
  );
}
