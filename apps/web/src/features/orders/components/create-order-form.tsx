import { useRef, type FormEvent, type ReactNode } from 'react';
import { FormProvider, useForm, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '../../../lib/toast';
import { PackageCheck } from 'lucide-react';
import {
  cartChangeMessage,
  CreateOrderInputSchema,
  ORDER_MESSAGES,
  type CreditSummary,
  type OrderSummary,
  type PayMethod,
} from '@shop/shared';
import { Button } from '../../../components/ui/button/button';
import { PayMethodField } from '../../../components/ui/form/pay-method-field';
import { PurchaseOrderField } from '../../../components/ui/form/purchase-order-field';
import { clientErrorMessage } from '../../../lib/api-client';
import { showServerIssues } from '../../../lib/form-errors';
import { newIdempotencyKey } from '../../../lib/idempotency';
import { useCreateOrder } from '../api/create-order';
import { CreditAvailable } from './credit-available';
import styles from './create-order-form.module.css';

interface CreateOrderFormProps {
  /** The methods this customer may choose (GET /api/pay-methods); undefined while they load. */
  methods: readonly PayMethod[] | undefined;
  /** After the order is made (the cart is then empty): the page moves on to the orders. */
  onCreated: (order: OrderSummary) => void;
  /** The company's credit line, when 'Crédito empresarial' is offered. */
  credit?: CreditSummary | null | undefined;
  /** 'Dirección de entrega' for a company's member (DeliveryAddressField); none for a person. */
  delivery?: ReactNode;
  /** A company role that may not buy: the page says why beside it. */
  disabled?: boolean;
}

interface OrderChoices {
  payMethod: PayMethod;
  purchaseOrder?: string | undefined;
  deliveryAddressId?: number | undefined;
}

/** The cart's 'Método de pago' and 'Generar orden'. */
export function CreateOrderForm({
  methods,
  onCreated,
  credit,
  delivery,
  disabled = false,
}: CreateOrderFormProps) {
  const form = useForm({ resolver: zodResolver(CreateOrderInputSchema) });
  const {
    register,
    handleSubmit,
    setFocus,
    setError,
    formState: { errors },
  } = form;
  const create = useCreateOrder();
  // Disabled while sending; the ref also stops a second press that lands before React has drawn
  // that (a double click). Each press gets its own Idempotency-Key, reused by its retries.
  const sending = useRef(false);

  const send = ({ payMethod, purchaseOrder, deliveryAddressId }: OrderChoices) => {
    if (sending.current) return;
    sending.current = true;
    create.mutate(
      { payMethod, purchaseOrder, deliveryAddressId, idempotencyKey: newIdempotencyKey() },
      {
        onSuccess: (order) => {
          toast.success(
            [ORDER_MESSAGES.orderCreated, cartChangeMessage(order.cart)].filter(Boolean).join(' '),
          );
          onCreated(order);
        },
        onError: (error) => {
          // An address archived meanwhile is refused on its field.
          showServerIssues(error, ['deliveryAddressId'], setError);
          toast.error(clientErrorMessage(error, ORDER_MESSAGES.orderCreateFailed));
        },
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  };

  const refuse = (invalid: FieldErrors<{ payMethod: PayMethod; purchaseOrder: string }>) => {
    if (!invalid.payMethod && invalid.purchaseOrder) {
      toast.error(invalid.purchaseOrder.message, { toastId: 'order-purchase-order' });
      return setFocus('purchaseOrder');
    }
    // 'Seleccione el método de pago.' (docs/architecture.md, "Contract: validation and messages"),
    // before anything is sent.
    toast.error(invalid.payMethod?.message ?? ORDER_MESSAGES.payMethodRequired, {
      toastId: 'order-pay-method',
    });
    setFocus('payMethod');
  };

  // handleSubmit runs inside the event: the handlers read the ref, never rendering does.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => void handleSubmit(send, refuse)(event);

  return (
    <FormProvider {...form}>
      <form className={styles.form} noValidate onSubmit={onSubmit}>
        {delivery}
        <PayMethodField
          methods={methods}
          invalid={Boolean(errors.payMethod)}
          disabled={disabled || create.isPending}
          {...register('payMethod')}
        />
        {credit && methods?.includes('COMPANY_CREDIT') ? <CreditAvailable credit={credit} /> : null}
        <PurchaseOrderField
          error={errors.purchaseOrder?.message}
          disabled={disabled || create.isPending}
          {...register('purchaseOrder')}
        />
        <Button
          type="submit"
          size="lg"
          block
          icon={<PackageCheck size={20} aria-hidden="true" />}
          isLoading={create.isPending}
          disabled={disabled}
        >
          Generar orden
        </Button>
      </form>
    </FormProvider>
  );
}
