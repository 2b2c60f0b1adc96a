import { useRef, type FormEvent, type ReactNode } from 'react';
import { FormProvider, useForm, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '../../../lib/toast';
import {
  cartChangeMessage,
  ConvertQuoteInputSchema,
  ORDER_MESSAGES,
  type OrderSummary,
  type PayMethod,
  type QuoteSummary,
} from '@shop/shared';
import { Button } from '../../../components/ui/button/button';
import { PayMethodField } from '../../../components/ui/form/pay-method-field';
import { PurchaseOrderField } from '../../../components/ui/form/purchase-order-field';
import { DialogButtons } from '../../../components/ui/modal/dialog-buttons';
import { clientErrorMessage, isApiError, type ApiError } from '../../../lib/api-client';
import { showServerIssues } from '../../../lib/form-errors';
import { newIdempotencyKey } from '../../../lib/idempotency';
import type { useConvertQuote } from '../api/convert-quote';
import styles from './convert-quote-dialog.module.css';

// 'Por favor, seleccione un método de pago.' when none is chosen
// (docs/architecture.md, "Contract: validation and messages"); the optional purchase order and
// delivery address.
const PayMethodSchema = ConvertQuoteInputSchema.pick({
  payMethod: true,
  purchaseOrder: true,
  deliveryAddressId: true,
});
interface ConvertChoices {
  payMethod: PayMethod;
  purchaseOrder?: string | undefined;
  deliveryAddressId?: number | undefined;
}

export interface ConvertQuoteFormProps {
  quote: QuoteSummary;
  /** The methods this customer may choose (GET /api/pay-methods); undefined while they load. */
  methods: readonly PayMethod[] | undefined;
  convert: ReturnType<typeof useConvertQuote>;
  onClose: () => void;
  onConverted?: ((order: OrderSummary) => void) | undefined;
  /** What the customer is confirming, above the payment method. */
  children: ReactNode;
  /** An expired quote: the "Total a pagar" at today's prices the customer is shown. */
  acceptedTotal?: number | undefined;
  submitLabel?: string;
  /** While today's figures are being read again: nothing to confirm yet. */
  disabled?: boolean;
  /** The open quote turned out expired. */
  onExpired?: () => void;
  /** A refusal the dialog shows in place (today's totals changed): the dialog stays open. */
  onConflict?: (error: ApiError) => void;
  /** 'Dirección de entrega' for a company's member (DeliveryAddressField); none for a person. */
  delivery?: ReactNode;
}

/** The payment method and the confirmation, for an open quote or an expired one repriced. */
export function ConvertQuoteForm({
  quote,
  methods,
  convert,
  onClose,
  onConverted,
  children,
  acceptedTotal,
  submitLabel = 'Confirmar',
  disabled = false,
  onExpired,
  onConflict,
  delivery,
}: ConvertQuoteFormProps) {
  const form = useForm({ resolver: zodResolver(PayMethodSchema) });
  const {
    register,
    handleSubmit,
    setFocus,
    setError,
    formState: { errors },
  } = form;
  // The button is disabled once the request is under way; this also stops a second press that
  // lands before React has drawn that (a double click).
  const sending = useRef(false);

  const send = ({ payMethod, purchaseOrder, deliveryAddressId }: ConvertChoices) => {
    if (sending.current) return;
    sending.current = true;
    convert.mutate(
      {
        id: quote.id,
        payMethod,
        purchaseOrder,
        deliveryAddressId,
        idempotencyKey: newIdempotencyKey(),
        acceptedTotal,
      },
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
          const conflict = isApiError(error) && error.status === 409;
          if (conflict && onConflict) return onConflict(error);
          // An address archived meanwhile is refused on its field.
          showServerIssues(error, ['deliveryAddressId'], setError);
          toast.error(clientErrorMessage(error, ORDER_MESSAGES.convertFailed));
          if (conflict && error.code === 'QUOTE_EXPIRED' && onExpired) return onExpired();
          // Already converted: the list now shows why; nothing left to confirm.
          if (conflict) onClose();
        },
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  };

  const refuse = (invalid: FieldErrors<{ payMethod: PayMethod; purchaseOrder: string }>) => {
    if (!invalid.payMethod && invalid.purchaseOrder) {
      toast.error(invalid.purchaseOrder.message, { toastId: 'convert-purchase-order' });
      return setFocus('purchaseOrder');
    }
    toast.error(invalid.payMethod?.message ?? ORDER_MESSAGES.convertPayMethodRequired, {
      toastId: 'convert-pay-method',
    });
    setFocus('payMethod');
  };

  // handleSubmit runs inside the event: the handlers read the ref, never rendering does.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => void handleSubmit(send, refuse)(event);

  return (
    <FormProvider {...form}>
      <form className={styles.form} noValidate onSubmit={onSubmit}>
        {children}
        {delivery}
        <PayMethodField
          methods={methods}
          invalid={Boolean(errors.payMethod)}
          disabled={convert.isPending}
          {...register('payMethod')}
        />
        <PurchaseOrderField
          error={errors.purchaseOrder?.message}
          disabled={convert.isPending}
          {...register('purchaseOrder')}
        />
        <DialogButtons>
          <Button variant="secondary" onClick={onClose} disabled={convert.isPending}>
            Cancelar
          </Button>
          <Button type="submit" isLoading={convert.isPending} disabled={disabled}>
            {submitLabel}
          </Button>
        </DialogButtons>
      </form>
    </FormProvider>
  );
}
