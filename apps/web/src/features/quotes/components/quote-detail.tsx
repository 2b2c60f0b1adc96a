import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { ArrowRightLeft } from 'lucide-react';
import {
  COMPANY_MESSAGES,
  documentConditions,
  type DocumentTerms,
  type PayMethod,
  type QuoteDetail,
} from '@shop/shared';
import { DocumentBody } from '../../../components/documents/document-body';
import {
  DocumentColumns,
  DocumentFacts,
  DocumentSection,
} from '../../../components/documents/document-section';
import { trmText } from '../../../components/tax-breakdown/document-taxes';
import { Button } from '../../../components/ui/button/button';
import { DownloadPdfButton } from '../../../components/ui/button/download-pdf-button';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../utils/format';
import { useDownloadQuote } from '../api/download-quote';
import { ConvertQuoteDialog } from './convert-quote-dialog';
import { QuoteValidity } from './quote-validity';

/** 'Descargar PDF': the quote as the shop printed it. */
export function DownloadQuotePdf({ quote }: { quote: Pick<QuoteDetail, 'id' | 'customId'> }) {
  return <DownloadPdfButton customId={quote.customId} download={useDownloadQuote(quote)} />;
}

/** What a quote is: its validity, the day it was made and the TRM it carries. */
export const quoteFacts = (quote: QuoteDetail) => [
  { label: 'Vigencia', value: <QuoteValidity quote={quote} /> },
  { label: 'Fecha de emisión', value: formatDate(quote.createdAt) },
  { label: 'TRM del día de emisión', value: trmText(quote) },
];

/**
 * The customer's quote in full: its lines, taxes and conditions, and beside them its validity,
 * 'Convertir en orden' while it has not become one (the order it became, once it has) and its PDF.
 */
export function QuoteDetailView({
  quote,
  terms,
  payMethods,
  delivery,
  mayBuy = true,
}: {
  quote: QuoteDetail;
  terms: DocumentTerms;
  payMethods: readonly PayMethod[] | undefined;
  /** 'Dirección de entrega' for a company's member (DeliveryAddressField); none for a person. */
  delivery?: ReactNode;
  /** False for a member whose company role only reads: the page says so instead of converting. */
  mayBuy?: boolean;
}) {
  const [converting, setConverting] = useState(false);
  const navigate = useNavigate();
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
            <DocumentFacts facts={quoteFacts(quote)} />
            {quote.orderId !== null ? (
              <Link to={paths.order.getHref(quote.orderId)}>
                Ver la orden {quote.orderCustomId}
              </Link>
            ) : mayBuy ? (
              <div>
                <Button
                  icon={<ArrowRightLeft size={16} aria-hidden="true" />}
                  onClick={() => setConverting(true)}
                >
                  Convertir en orden
                </Button>
              </div>
            ) : (
              <p>{COMPANY_MESSAGES.cannotBuy}</p>
            )}
          </DocumentSection>
          <DocumentSection title="Documentos">
            <div>
              <DownloadQuotePdf quote={quote} />
            </div>
            <Link to={paths.quotes.getHref()}>Volver a sus cotizaciones</Link>
          </DocumentSection>
          <ConvertQuoteDialog
            quote={converting ? quote : null}
            methods={payMethods}
            delivery={delivery}
            onClose={() => setConverting(false)}
            onConverted={(order) => void navigate(paths.order.getHref(order.id))}
          />
        </>
      }
    />
  );
}
