import { useParams } from 'react-router';
import { DEFAULT_DOCUMENT_TERMS, DOCUMENT_DETAIL_MESSAGES, ORDER_MESSAGES } from '@shop/shared';
import { DocumentQueryState } from '../../../components/documents/document-query-state';
import { NotFoundState } from '../../../components/errors/not-found-state';
import { DashboardPage } from '../../../components/layouts/dashboard-page';
import { useConfig } from '../../../features/config/api/get-config';
import { useStaffQuote } from '../../../features/admin-history/api/get-staff-quote';
import { StaffQuoteDetailView } from '../../../features/admin-history/components/staff-quote-detail';
import { formatLongDateTime } from '../../../utils/format';
import { parseId } from '../../../utils/parse-id';
import { HISTORY_CRUMB } from './history-crumb';
import { useStaffViewer } from './use-staff-viewer';

const NOT_FOUND_TITLE = 'Cotización no encontrada';

/** /dashboard/history/quotes/{id} (ADMIN_ORDERS): one quote in full, opened from the history. */
export function HistoryQuoteRoute() {
  const id = parseId(useParams().id);
  if (id === null)
    return <NotFoundState title={NOT_FOUND_TITLE} message={ORDER_MESSAGES.quoteNotFound} />;
  return <HistoryQuotePage key={id} id={id} />;
}

function HistoryQuotePage({ id }: { id: number }) {
  const viewer = useStaffViewer();
  const quote = useStaffQuote(viewer, id);
  const terms = useConfig().data?.documentTerms ?? DEFAULT_DOCUMENT_TERMS;
  return (
    <DocumentQueryState
      query={quote}
      notFoundTitle={NOT_FOUND_TITLE}
      loadFailed={DOCUMENT_DETAIL_MESSAGES.quoteLoadFailed}
    >
      {(data) => (
        <DashboardPage
          title={`Cotización ${data.customId}`}
          parents={HISTORY_CRUMB}
          summary={
            <>
              Generada el{' '}
              <time dateTime={data.createdAt}>{formatLongDateTime(data.createdAt)}</time>
            </>
          }
        >
          <StaffQuoteDetailView quote={data} terms={terms} />
        </DashboardPage>
      )}
    </DocumentQueryState>
  );
}
