import { useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast';
import {
  bogotaDate,
  CREDIT_MESSAGES,
  formatCop,
  StaffPaymentInputSchema,
  type CreditOrder,
  type StaffPaymentInput,
} from '@shop/shared';
import { Button } from '../../../components/ui/button/button';
import { FormDialog } from '../../../components/ui/form-dialog/form-dialog';
import { TextAreaField } from '../../../components/ui/form/text-area-field';
import { TextField } from '../../../components/ui/form/text-field';
import { DialogButtons } from '../../../components/ui/modal/dialog-buttons';
import { clientErrorMessage, isApiError } from '../../../lib/api-client';
import { parsePesos } from '../../../utils/pesos';
import { useRecordPayment } from '../api/record-payment';
import styles from './record-payment-dialog.module.css';

export const RECORD_PAYMENT_MESSAGES = {
  failed: 'Hubo un error al registrar el abono.',
} as const;

type Field = keyof StaffPaymentInput;

interface RecordPaymentDialogProps {
  order: CreditOrder | null;
  onClose: () => void;
}

/** 'Registrar abono': what a company paid against one order on credit, when, and its support. */
export function RecordPaymentDialog({ order, onClose }: RecordPaymentDialogProps) {
  // Owned here, not by the form: the answer's toast must show even if the form is gone.
  const record = useRecordPayment();
  return (
    <FormDialog
      target={order}
      onClose={onClose}
      isSending={record.isPending}
      title={order ? `Registrar abono a ${order.customId}` : 'Registrar abono'}
      size="sm"
    >
      {(open) => (
        <RecordPaymentForm key={open.orderId} order={open} record={record} onClose={onClose} />
      )}
    </FormDialog>
  );
}

interface RecordPaymentFormProps {
  order: CreditOrder;
  record: ReturnType<typeof useRecordPayment>;
  onClose: () => void;
}

function RecordPaymentForm({ order, record, onClose }: RecordPaymentFormProps) {
  const today = bogotaDate();
  const [amount, setAmount] = useState('');
  const [receivedOn, setReceivedOn] = useState(today);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const pesos = parsePesos(amount);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (record.isPending) return;
    const parsed = StaffPaymentInputSchema.safeParse({
      amount: pesos ?? Number.NaN,
      receivedOn,
      reason,
    });
    const found: Partial<Record<Field, string>> = {};
    if (!parsed.success)
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
    else if (parsed.data.amount > order.owed) found.amount = CREDIT_MESSAGES.aboveOwed(order.owed);
    if (!parsed.success || found.amount) {
      setErrors(found);
      return;
    }
    setErrors({});
    record.mutate(
      { orderId: order.orderId, payment: parsed.data },
      {
        onSuccess: () => {
          toast.success(CREDIT_MESSAGES.recorded);
          onClose();
        },
        onError: (error) => {
          if (isApiError(error)) {
            const server: Partial<Record<Field, string>> = {};
            for (const issue of error.issues) server[issue.path as Field] ??= issue.message;
            setErrors(server);
          }
          toast.error(clientErrorMessage(error, RECORD_PAYMENT_MESSAGES.failed));
        },
      },
    );
  };

  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      <p className={styles.owed}>
        Saldo de la orden: <strong>{formatCop(order.owed)}</strong>
      </p>
      <TextField
        label="Valor recibido"
        inputMode="numeric"
        autoComplete="off"
        suffix="COP"
        value={amount}
        error={errors.amount}
        help={
          pesos === null
            ? 'En pesos, sin centavos. Puede ser una parte del saldo.'
            : formatCop(pesos)
        }
        disabled={record.isPending}
        onChange={(e) => setAmount(e.currentTarget.value)}
      />
      <TextField
        label="Fecha del pago"
        type="date"
        max={today}
        value={receivedOn}
        error={errors.receivedOn}
        disabled={record.isPending}
        onChange={(e) => setReceivedOn(e.currentTarget.value)}
      />
      <TextAreaField
        label="Motivo o soporte"
        rows={2}
        maxLength={500}
        value={reason}
        error={errors.reason}
        help="Por ejemplo, el número de la transferencia o de la consignación. Queda en el historial de la orden."
        disabled={record.isPending}
        onChange={(e) => setReason(e.currentTarget.value)}
      />
      <DialogButtons>
        <Button variant="secondary" onClick={onClose} disabled={record.isPending}>
          Cancelar
        </Button>
        <Button type="submit" isLoading={record.isPending}>
          Registrar abono
        </Button>
      </DialogButtons>
    </form>
  );
}
