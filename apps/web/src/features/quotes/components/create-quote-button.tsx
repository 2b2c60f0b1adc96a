import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { toast } from '../../../lib/toast';
import { CircleCheck, FileText } from 'lucide-react';
import { ORDER_MESSAGES, type QuoteSummary } from '@shop/shared';
import { Button } from '../../../components/ui/button/button';
import { paths } from '../../../config/paths';
import { clientErrorMessage } from '../../../lib/api-client';
import { useCreateQuote } from '../api/create-quote';
import styles from './create-quote-button.module.css';

/**
 * The cart's 'Generar cotización'. The cart stays as it is; a note with a link to the quotes
 * page confirms the new quote's number. `disabled` for a company role that may not buy.
 */
export function CreateQuoteButton({ disabled = false }: { disabled?: boolean }) {
  const create = useCreateQuote();
  const [created, setCreated] = useState<QuoteSummary | null>(null);
  const sending = useRef(false);

  const onClick = () => {
    if (sending.current) return;
    sending.current = true;
    setCreated(null);
    create.mutate(undefined, {
      onSuccess: (quote) => {
        toast.success(ORDER_MESSAGES.quoteCreated);
        setCreated(quote);
      },
      onError: (error) => toast.error(clientErrorMessage(error, ORDER_MESSAGES.quoteCreateFailed)),
      onSettled: () => {
        sending.current = false;
      },
    });
  };

  return (
    <div className={styles.wrapper}>
      <Button
        variant="secondary"
        block
        icon={<FileText size={18} aria-hidden="true" />}
        isLoading={create.isPending}
        disabled={disabled}
        onClick={onClick}
      >
        Generar cotización
      </Button>
      <div role="status">
        {created ? (
          <p className={styles.created}>
            <CircleCheck size={16} aria-hidden="true" />
            <span>
              Cotización <strong className={styles.code}>{created.customId}</strong> generada. Sus
              productos siguen en el carrito; al convertirla en orden saldrán de él.{' '}
              <Link to={paths.quotes.getHref()}>Ver cotizaciones</Link>
            </span>
          </p>
        ) : null}
      </div>
    </div>
  );
}
