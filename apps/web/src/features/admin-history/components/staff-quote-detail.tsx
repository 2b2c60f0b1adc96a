import { Link } from 'react-router';
import { documentConditions, type DocumentTerms, type StaffQuoteDetail } from '@shop/shared';
import { DocumentBody } from '../../../components/documents/document-body';
import {
  DocumentColumns,
  DocumentFacts,
  DocumentSection,
} from '../../../components/documents/document-section';
import { trmText } from '../../../components/tax-breakdown/document-taxes';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../utils/format';
import { DocumentCustomerFacts } from './document-customer';
import { HistoryStatusBadge } from './history-status-badge';
import { DownloadDocumentPdf } from './staff-order-detail';

/** A quote on its dashboard page: its lines, taxes and validity, and who asked for it. */
export function StaffQuoteDetailView({
  quote,
  terms,
}: {
  quote: StaffQuoteDetail;
  terms: DocumentTerms;
}) {
  return (
    <DocumentColumns
      main={
        <DocumentBody
          caption={`Productos de la cotización ${quote.customId}`}
          lines={quote.lines}
          taxes={quote.taxes}
          legacy={{ ...quote, total: quote.totalQuote }}
          conditions={documentConditions({ kind: 'quote', validUntil: quote.validUntil }, terms)}
        />
      }
      aside={
        <>
          <DocumentSection title="Cotización">
            <DocumentFacts
              facts={[
                { label: 'Estado', value: <HistoryStatusBadge status={quote.status} /> },
                { label: 'Fecha de emisión', value: formatDate(quote.createdAt) },
                { label: 'Vigente hasta', value: formatDate(quote.validUntil) },
                ...(quote.orderId !== null
                  ? [
                      {
                        label: 'Convertida en',
                        value: (
                          <Link to={paths.dashboardHistoryOrder.getHref(quote.orderId)}>
                            {quote.orderCustomId}
                          </Link>
                        ),
                      },
                    ]
                  : []),
                { label: 'TRM', value: trmText(quote) },
              ]}
            />
            <div>
              <DownloadDocumentPdf document={{ type: 'quote', ...quote }} />
            </div>
          </DocumentSection>
          <DocumentSection title="Cliente">
            <DocumentCustomerFacts customer={quote.customer} />
          </DocumentSection>
        </>
      }
    />
  );
}
