import {
  bogotaDate,
  formatCop,
  TRANSFER_MESSAGES,
  type ConfirmReceiptInput,
  type StaffReceipt,
} from '@shop/shared';
import { FormDialog } from '../../../components/ui/form-dialog/form-dialog';
import { FormButtons } from '../../../components/ui/form-dialog/form-buttons';
import { submitForm } from '../../../components/ui/form-dialog/submit-form';
import { useDialogForm } from '../../../components/ui/form-dialog/use-dialog-form';
import { TextAreaField } from '../../../components/ui/form/text-area-field';
import { TextField } from '../../../components/ui/form/text-field';
import { DialogButtons } from '../../../components/ui/modal/dialog-buttons';
import { clientErrorMessage, isApiError } from '../../../lib/api-client';
import { useConfirmReceipt } from '../api/decide-receipt';
import { ConfirmFormSchema, confirmFormValues } from '../utils/confirm-form';
import { ReceiptFacts } from './receipt-facts';
import styles from './receipts.module.css';

const FIELDS = ['amount', 'receivedOn', 'reason'] as const;

/**
 * 'Confirmar pago': the money that arrived (prefilled with what the order still owes), the day it
 * arrived and how it was verified. A receipt someone else decided meanwhile closes the dialog.
 */
export function ConfirmReceiptDialog({
  receipt,
  onClose,
}: {
  receipt: StaffReceipt | null;
  onClose: () => void;
}) {
  const confirm = useConfirmReceipt();
  return (
    <FormDialog
      target={receipt}
      title="Confirmar pago"
      isSending={confirm.isPending}
      onClose={onClose}
      closeOnBackdrop={false}
    >
      {(open, close) => (
        <ConfirmForm
          key={open.id}
          receipt={open}
          isSending={confirm.isPending}
          onCancel={close}
          onSave={(input) =>
            submitForm({
              send: () =>
                confirm.mutateAsync({ id: open.id, input }).catch((error: unknown) => {
                  if (isApiError(error) && error.code === 'TRANSFER_RECEIPT_DECIDED') onClose();
                  throw error;
                }),
              failed: (error) => clientErrorMessage(error, 'No pudimos confirmar el pago.'),
              succeeded: TRANSFER_MESSAGES.confirmed,
              onDone: onClose,
            })
          }
        />
      )}
    </FormDialog>
  );
}

interface ConfirmFormProps {
  receipt: StaffReceipt;
  isSending: boolean;
  onSave: (input: ConfirmReceiptInput) => Promise<unknown>;
  onCancel: () => void;
}

function ConfirmForm({ receipt, isSending, onSave, onCancel }: ConfirmFormProps) {
  const {
    register,
    onSubmit,
    formState: { errors },
  } = useDialogForm({
    schema: ConfirmFormSchema,
    defaultValues: confirmFormValues(receipt),
    onSave,
    fields: FIELDS,
    // An order covered meanwhile is said beside the amount: nothing more can be confirmed.
    takenCode: 'TRANSFER_ORDER_PAID',
    takenField: 'amount',
  });
  const owed = Math.max(0, receipt.order.total - receipt.order.amountPaid);
  return (
    <form className={styles.form} noValidate onSubmit={onSubmit}>
      <ReceiptFacts receipt={receipt} />
      <TextField
        label="Monto recibido (pesos)"
        inputMode="numeric"
        autoComplete="off"
        help={`Falta por pagar ${formatCop(owed)}.`}
        error={errors.amount?.message}
        disabled={isSending}
        {...register('amount')}
      />
      <TextField
        label="Fecha en que llegó el dinero"
        type="date"
        max={bogotaDate()}
        error={errors.receivedOn?.message}
        disabled={isSending}
        {...register('receivedOn')}
      />
      <TextAreaField
        label="Cómo lo verificó"
        rows={3}
        maxLength={500}
        help="Queda en el historial de la orden."
        error={errors.reason?.message}
        disabled={isSending}
        {...register('reason')}
      />
      <DialogButtons>
        <FormButtons submitLabel="Confirmar pago" isSending={isSending} onCancel={onCancel} />
      </DialogButtons>
    </form>
  );
}
