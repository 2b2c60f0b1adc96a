import { toast } from '../../../lib/toast';
import { TRANSFER_MESSAGES, type StaffReceipt } from '@shop/shared';
import { ReasonDialog } from '../../../components/ui/reason-dialog/reason-dialog';
import { clientErrorMessage, isApiError } from '../../../lib/api-client';
import { useRejectReceipt } from '../api/decide-receipt';
import { ReceiptFacts } from './receipt-facts';

/** 'Rechazar comprobante': the reason goes to the customer by mail, with how to send another. */
export function RejectReceiptDialog({
  receipt,
  onClose,
}: {
  receipt: StaffReceipt | null;
  onClose: () => void;
}) {
  const reject = useRejectReceipt();
  return (
    <ReasonDialog
      // A new form for each receipt: no reason typed for one is left for the next.
      key={receipt?.id ?? 0}
      open={receipt !== null}
      title="Rechazar comprobante"
      confirmLabel="Rechazar comprobante"
      reasonLabel="Motivo del rechazo"
      reasonHelp="El cliente lo recibe por correo, con cómo subir otro comprobante."
      missingReason={TRANSFER_MESSAGES.rejectReason}
      isSending={reject.isPending}
      onClose={onClose}
      onConfirm={(reason) =>
        reject.mutate(
          { id: receipt!.id, reason },
          {
            onSuccess: () => {
              toast.success(TRANSFER_MESSAGES.rejected);
              onClose();
            },
            onError: (error) => {
              toast.error(clientErrorMessage(error, 'No pudimos rechazar el comprobante.'));
              // Someone else decided it meanwhile: the list drops it, so does the dialog.
              if (isApiError(error) && error.code === 'TRANSFER_RECEIPT_DECIDED') onClose();
            },
          },
        )
      }
    >
      {receipt ? <ReceiptFacts receipt={receipt} /> : null}
    </ReasonDialog>
  );
}
