import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowRightLeft, FileText, ReceiptText } from 'lucide-react';
import {
  documentConditions,
  formatCop,
  type DocumentTerms,
  type PayMethod,
  type QuoteSummary,
} from '@shop/shared';
import { CreatedBy } from '../../../components/documents/created-by';
import {
  DocumentTaxesDialog,
  trmText,
  type DocumentTaxes,
} from '../../../components/tax-breakdown/document-taxes';
import { Button, buttonClassName } from '../../../components/ui/button/button';
import { DownloadPdfButton } from '../../../components/ui/button/download-pdf-button';
import { EmptyState } from '../../../components/ui/empty-state/empty-state';
import { RecordTable, type RecordColumn } from '../../../components/ui/record-table/record-table';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../utils/format';
import { useDownloadQuote } from '../api/download-quote';
import { ConvertQuoteDialog } from './convert-quote-dialog';
import { QuoteValidity } from './quote-validity';
import styles from './quotes-table.module.css';

/** The quote's number and, for a company, who of it made the quote. */
const titleColumn = (creatorShown: boolean): RecordColumn<QuoteSummary> => ({
  header: 'Cotización',
  cell: (quote) => (
    <span className={styles.identity}>
      <Link className={styles.code} to={paths.quote.getHref(quote.id)}>
        {quote.customId}
      </Link>
      {creatorShown ? <CreatedBy name={quote.createdBy} className={styles.creator} /> : null}
    </span>
  ),
});

const COLUMNS: RecordColumn<QuoteSummary>[] = [
  { header: 'Fecha', nowrap: true, cell: (quote) => formatDate(quote.createdAt) },
  { header: 'Vigencia', cell: (quote) => <QuoteValidity quote={quote} /> },
  { header: 'Artículos', numeric: true, cell: (quote) => quote.totalItems.toLocaleString('es-CO') },
  {
    header: 'Total',
    numeric: true,
    cell: (quote) => <span className={styles.total}>{formatCop(quote.totalQuote)}</span>,
  },
];

/**
 * The customer's quotes: the breakdown of each, its PDF, and 'Convertir en orden' for an open one
 * (or an expired one, at today's totals once confirmed).
 */
export function QuotesTable({
  quotes,
  terms,
  payMethods,
  creatorShown = false,
  delivery,
  mayBuy = true,
}: {
  quotes: readonly QuoteSummary[];
  /** The shop's conditions (from the config), shown with each quote's breakdown. */
  terms: DocumentTerms;
  /** What a conversion may be paid with (GET /api/pay-methods); undefined while it loads. */
  payMethods: readonly PayMethod[] | undefined;
  /** A company's member reads its colleagues' quotes too: each says who made it. */
  creatorShown?: boolean;
  /** 'Dirección de entrega' for a company's member (DeliveryAddressField); none for a person. */
  delivery?: ReactNode;
  /** False for a member whose company role only reads: no 'Convertir en orden'. */
  mayBuy?: boolean;
}) {
  const [converting, setConverting] = useState<QuoteSummary | null>(null);
  const [reading, setReading] = useState<QuoteSummary | null>(null);
  return (
    <>
      <RecordTable
        caption="Sus cotizaciones"
        rows={quotes}
        rowKey={(quote) => quote.id}
        title={titleColumn(creatorShown)}
        columns={COLUMNS}
        actions={(quote) => (
          <QuoteActions
            quote={quote}
            onConvert={mayBuy ? () => setConverting(quote) : undefined}
            onRead={() => setReading(quote)}
          />
        )}
      />
      <ConvertQuoteDialog
        quote={converting}
        methods={payMethods}
        delivery={delivery}
        onClose={() => setConverting(null)}
      />
      <DocumentTaxesDialog
        document={reading && taxesOf(reading, terms)}
        onClose={() => setReading(null)}
      />
    </>
  );
}

/** 'Desglose de la cotización': the frozen breakdown, the TRM of the day and the validity. */
const taxesOf = (quote: QuoteSummary, terms: DocumentTerms): DocumentTaxes => ({
  title: 'Desglose de la cotización',
  facts: [
    { label: 'Cotización', value: <span className={styles.code}>{quote.customId}</span> },
    { label: 'Fecha de emisión', value: formatDate(quote.createdAt) },
    { label: 'Vigencia', value: <QuoteValidity quote={quote} /> },
    { label: 'TRM del día de emisión', value: trmText(quote) },
  ],
  taxes: quote.taxes,
  legacy: { ...quote, total: quote.totalQuote },
  conditions: documentConditions({ kind: 'quote', validUntil: quote.validUntil }, terms),
});

interface QuoteActionsProps {
  quote: QuoteSummary;
  /** Absent where the reader may not buy. */
  onConvert?: () => void;
  onRead: () => void;
}

function QuoteActions({ quote, onConvert, onRead }: QuoteActionsProps) {
  const download = useDownloadQuote(quote);
  // Download last: it lines up at the end of every row, convertible or not.
  return (
    <>
      <Button
        variant="secondary"
        className={styles.action}
        icon={<ReceiptText size={16} aria-hidden="true" />}
        onClick={onRead}
      >
        Desglose<span className="visually-hidden"> de {quote.customId}</span>
      </Button>
      {quote.status !== 'CONVERTED' && onConvert ? (
        <Button
          className={styles.action}
          icon={<ArrowRightLeft size={16} aria-hidden="true" />}
          onClick={onConvert}
        >
          Convertir en orden<span className="visually-hidden"> la {quote.customId}</span>
        </Button>
      ) : null}
      <DownloadPdfButton customId={quote.customId} download={download} className={styles.action} />
    </>
  );
}

/** No quotes yet: they are made from the cart. */
export function QuotesEmpty() {
  return (
    <EmptyState
      icon={<FileText size={40} />}
      title="Aún no tiene cotizaciones."
      text="Genere una desde el carrito de compras: queda con sus precios y totales por escrito, lista para convertirse en orden."
      action={
        <Link className={buttonClassName({})} to={paths.cart.getHref()}>
          Ir al carrito
        </Link>
      }
    />
  );
}
