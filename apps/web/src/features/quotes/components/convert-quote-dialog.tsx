import { useRef, type FormEvent } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'react-toastify/unstyled';
import {
  cartChangeMessage,
  ConvertQuoteInputSchema,
  formatCop,
  ORDER_MESSAGES,
  type OrderSummary,
  type PayMethod,
  type QuoteSummary,
} from '@shop/shared';
import { Button } from '../../../components/ui/button/button';
import { PayMethodField } from '../../../components/ui/form/pay-method-field';
import { Modal } from '../../../components/ui/modal/modal';
import { DialogButtons } from '../../../components/ui/modal/dialog-buttons';
import { clientErrorMessage, isApiError } from '../../../lib/api-client';
import { newIdempotencyKey } from '../../../lib/idempotency';
import { useConvertQuote } from '../api/convert-quote';
import styles from './convert-quote-dialog.module.css';

// 'Por favor, selecciona un metodo de pago.' when none is chosen (spec §5).
const PayMethodSchema = ConvertQuoteInputSchema.pick({ payMethod: true });

interface ConvertQuoteDialogProps {
  quote: QuoteSummary | null;
  onClose: () => void;
  onConverted?: (order: OrderSummary) => void;
}

/** 'Convertir en orden': the payment method, then 'Confirmar'. */
export function ConvertQuoteDialog({ quote, onClose, onConverted }: ConvertQuoteDialogProps) {
  // Owned here, not by the form: the answer's toast must show even if the form is gone.
  const convert = useConvertQuote();
  // While the order is being made the dialog stays: its outcome is about to be told.
  const close = () => {
    if (!convert.isPending) onClose();
  };
  return (
    <Modal open={quote !== null} onClose={close} title="Convertir en orden" size="sm">
      {quote ? (
        <ConvertQuoteForm
          key={quote.id}
          quote={quote}
          convert={convert}
          onClose={onClose}
          onConverted={onConverted}
        />
      ) : null}
    </Modal>
  );
}

interface ConvertQuoteFormProps {
  quote: QuoteSummary;
  convert: ReturnType<typeof useConvertQuote>;
  onClose: () => void;
  onConverted?: ((order: OrderSummary) => void) | undefined;
}

function ConvertQuoteForm({ quote, convert, onClose, onConverted }: ConvertQuoteFormProps) {
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm({ resolver: zodResolver(PayMethodSchema) });
  // The button is disabled once the request is under way; this also stops a second press that
  // lands before React has drawn that (a double click).
  const sending = useRef(false);

  const send = ({ payMethod }: { payMethod: PayMethod }) => {
    if (sending.current) return;
    sending.current = true;
    convert.mutate(
      { id: quote.id, payMethod, idempotencyKey: newIdempotencyKey() },
      {
        onSuccess: (order) => {
          // Says what left the cart, so the customer does not buy the quoted goods twice.
          toast.success(
            [ORDER_MESSAGES.quoteConverted, cartChangeMessage(order.cart)]
              .filter(Boolean)
              .join(' '),
          );
          onConverted?.(order);
          onClose();
        },
        onError: (error) => {
          toast.error(clientErrorMessage(error, ORDER_MESSAGES.convertFailed));
          // Expired or already converted: the list now shows why; nothing left to confirm.
          if (isApiError(error) && error.status === 409) onClose();
        },
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  };

  const refuse = (invalid: FieldErrors<{ payMethod: PayMethod }>) => {
    toast.error(invalid.payMethod?.message ?? ORDER_MESSAGES.convertPayMethodRequired, {
      toastId: 'convert-pay-method',
    });
    setFocus('payMethod');
  };

  // handleSubmit runs inside the event: the handlers read the ref, never rendering does.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => void handleSubmit(send, refuse)(event);

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit}>
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
      <p className={styles.note}>La orden conserva los precios y totales de la cotización.</p>
      <PayMethodField
        invalid={Boolean(errors.payMethod)}
        disabled={convert.isPending}
        {...register('payMethod')}
      />
      <DialogButtons>
        <Button variant="secondary" onClick={onClose} disabled={convert.isPending}>
          Cancelar
        </Button>
        <Button type="submit" isLoading={convert.isPending}>
          Confirmar
        </Button>
      </DialogButtons>
    </form>
  );
}
