import { useState } from 'react';
import { formatCop, ORDER_MESSAGES, QUOTE_REPRICE_MESSAGES } from '@shop/shared';
import { LoadProblem } from '../../../components/errors/load-problem';
import { TaxBreakdownView } from '../../../components/tax-breakdown/tax-breakdown';
import { Notice } from '../../../components/ui/notice/notice';
import { Skeleton } from '../../../components/ui/skeleton/skeleton';
import { useQuoteReprice } from '../api/get-quote-reprice';
import { ConvertQuoteForm, type ConvertQuoteFormProps } from './convert-quote-form';
import styles from './convert-quote-dialog.module.css';

type ExpiredQuoteConvertProps = Omit<ConvertQuoteFormProps, 'children'>;

/**
 * An expired quote: its quoted total beside today's, today's breakdown, and 'Confirmar con los
 * nuevos totales', which alone sends the accepted total. If the totals moved again before the
 * confirmation arrives (409), today's figures are read afresh and the message says why.
 */
export function ExpiredQuoteConvert({ quote, ...props }: ExpiredQuoteConvertProps) {
  const reprice = useQuoteReprice(quote.id);
  const [refusal, setRefusal] = useState<string | null>(null);
  if (reprice.isError && !reprice.data)
    return (
      <LoadProblem
        message={ORDER_MESSAGES.quotesLoadFailed}
        onRetry={() => void reprice.refetch()}
        isRetrying={reprice.isFetching}
      />
    );
  if (!reprice.data) return <RepriceSkeleton />;
  const today = reprice.data;
  return (
    <ConvertQuoteForm
      quote={quote}
      {...props}
      acceptedTotal={today.taxes.totalToPay}
      submitLabel="Confirmar con los nuevos totales"
      disabled={reprice.isFetching}
      onConflict={(error) => {
        setRefusal(error.message);
        void reprice.refetch();
      }}
    >
      <Notice tone={refusal ? 'danger' : 'info'}>
        <p>{refusal ?? QUOTE_REPRICE_MESSAGES.expired(quote.customId)}</p>
      </Notice>
      <dl className={styles.facts}>
        <div>
          <dt>Total cotizado</dt>
          <dd>{formatCop(today.quotedTotal)}</dd>
        </div>
        <div>
          <dt>Total de hoy</dt>
          <dd className={styles.total}>{formatCop(today.taxes.totalToPay)}</dd>
        </div>
        <div>
          <dt>Diferencia</dt>
          <dd>{difference(today.taxes.totalToPay - today.quotedTotal)}</dd>
        </div>
      </dl>
      <section aria-label="Desglose con los precios y las reglas de hoy">
        <TaxBreakdownView taxes={today.taxes} />
      </section>
    </ConvertQuoteForm>
  );
}

const difference = (pesos: number) =>
  pesos === 0 ? 'Sin cambio' : `${pesos > 0 ? '+' : '−'} ${formatCop(Math.abs(pesos))}`;

function RepriceSkeleton() {
  return (
    <div className={styles.form} aria-busy="true" aria-label="Calculando los totales de hoy">
      <Skeleton height={56} radius="md" />
      <Skeleton height={64} radius="md" />
      <Skeleton height={240} radius="md" />
    </div>
  );
}
