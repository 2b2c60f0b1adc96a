import { useState, type ReactNode } from 'react';
import { formatCop, type OrderSummary, type PayMethod, type QuoteSummary } from '@shop/shared';
import { Modal } from '../../../components/ui/modal/modal';
import { useConvertQuote } from '../api/convert-quote';
import { ConvertQuoteForm } from './convert-quote-form';
import { ExpiredQuoteConvert } from './expired-quote-convert';
import styles from './convert-quote-dialog.module.css';

interface ConvertQuoteDialogProps {
  quote: QuoteSummary | null;
  /** The methods this customer may choose; undefined while they load. */
  methods: readonly PayMethod[] | undefined;
  onClose: () => void;
  onConverted?: (order: OrderSummary) => void;
  /** 'Dirección de entrega' for a company's member (DeliveryAddressField); none for a person. */
  delivery?: ReactNode;
}

/**
 * 'Convertir en orden': the payment method, then 'Confirmar'. An expired quote first shows its
 * totals at today's prices and rules, and converts only at those the customer confirms.
 */
export function ConvertQuoteDialog({
  quote,
  methods,
  onClose,
  onConverted,
  delivery,
}: ConvertQuoteDialogProps) {
  // Owned here, not by the form: the answer's toast must show even if the form is gone.
  const convert = useConvertQuote();
  // A quote listed as open may have expired since: the refusal turns the dialog into the reprice.
  const [expiredId, setExpiredId] = useState<number | null>(null);
  // While the order is being made the dialog stays: its outcome is about to be told.
  const close = () => {
    if (!convert.isPending) onClose();
  };
  const expired = quote !== null && (quote.status === 'EXPIRED' || expiredId === quote.id);
  const props = { methods, convert, onClose, onConverted, delivery };
  return (
    <Modal
      open={quote !== null}
      onClose={close}
      title="Convertir en orden"
      size={expired ? 'md' : 'sm'}
    >
      {quote === null ? null : expired ? (
        <ExpiredQuoteConvert key={`expired-${quote.id}`} quote={quote} {...props} />
      ) : (
        <ConvertQuoteForm
          key={quote.id}
          quote={quote}
          {...props}
          onExpired={() => setExpiredId(quote.id)}
        >
          <QuoteFacts quote={quote} />
          <p className={styles.note}>La orden conserva los precios y totales de la cotización.</p>
        </ConvertQuoteForm>
      )}
    </Modal>
  );
}

function QuoteFacts({ quote }: { quote: QuoteSummary }) {
  return (
    <dl className={styles.facts}>
      <div>
        <dt>Cotización</dt>
        <dd className={styles.code}>{quote.customId}</dd>
      </div>
      <div>
        <dt>Artículos</dt>
        <dd>{quote.totalItems.toLocaleString('es-CO')}</dd>
      </div>
      <div>
        <dt>Total</dt>
        <dd className={styles.total}>{formatCop(quote.totalQuote)}</dd>
      </div>
    </dl>
  );
}
