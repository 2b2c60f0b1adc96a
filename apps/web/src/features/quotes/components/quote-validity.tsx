import { QUOTE_STATUS_LABELS, type QuoteSummary } from '@shop/shared';
import { Badge } from '../../../components/ui/badge/badge';
import { formatDate } from '../../../utils/format';
import styles from './quote-validity.module.css';

type QuoteValidityProps = {
  quote: Pick<QuoteSummary, 'status' | 'validUntil' | 'orderCustomId'>;
};

/**
 * 'Vigente hasta 14 de agosto de 2026', 'Vencida el 14 de agosto de 2026' or 'Convertida en orden
 * ORD-2026-00001'.
 */
export function QuoteValidity({ quote }: QuoteValidityProps) {
  const label = QUOTE_STATUS_LABELS[quote.status];
  switch (quote.status) {
    case 'OPEN':
      return (
        <span className={styles.validity}>
          <Badge tone="success">{label}</Badge>{' '}
          <span className={styles.detail}>hasta {formatDate(quote.validUntil)}</span>
        </span>
      );
    case 'CONVERTED':
      return (
        <span className={styles.validity}>
          <Badge tone="info">{label}</Badge>
          {quote.orderCustomId ? (
            <>
              {' '}
              <span className={styles.code}>{quote.orderCustomId}</span>
            </>
          ) : null}
        </span>
      );
    case 'EXPIRED':
      return (
        <span className={styles.validity}>
          <Badge tone="neutral">{label}</Badge>{' '}
          <span className={styles.detail}>el {formatDate(quote.validUntil)}</span>
        </span>
      );
  }
}
