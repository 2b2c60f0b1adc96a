import { useState, type ReactNode } from 'react';
import { Modal } from '../modal/modal';
import { hasDirtyForms } from '../unsaved-changes/dirty-forms';
import { UnsavedChangesDialog } from '../unsaved-changes/unsaved-changes-dialog';

interface FormDialogProps<T> {
  /** What the dialog is open for (a new record, the one edited); null keeps it closed. */
  target: T | null;
  title: string;
  /** While true the dialog stays open: closing it would drop an answer still on its way. */
  isSending?: boolean;
  onClose: () => void;
  size?: 'sm' | 'md' | 'xl';
  /** Off for long forms, where a stray click outside would throw away what was typed. */
  closeOnBackdrop?: boolean;
  /** The form for the open target; `close` is the dialog's own close, for its 'Cancelar'. */
  children: (target: T, close: () => void) => ReactNode;
}

/**
 * A dashboard form in a dialog over its table: 'Crear …' or 'Editar …'. Closing it (Cancelar, the
 * X, Escape) with unsaved changes asks first, as leaving a page does.
 */
export function FormDialog<T>({
  target,
  title,
  isSending = false,
  onClose,
  size,
  closeOnBackdrop,
  children,
}: FormDialogProps<T>) {
  const [isConfirming, setConfirming] = useState(false);
  const close = () => {
    if (isSending) return;
    if (hasDirtyForms()) setConfirming(true);
    else onClose();
  };
  return (
    <>
      <Modal
        open={target !== null}
        onClose={close}
        title={title}
        size={size}
        closeOnBackdrop={closeOnBackdrop}
      >
        {target !== null ? children(target, close) : null}
      </Modal>
      {isConfirming ? (
        <UnsavedChangesDialog
          action="close"
          onStay={() => setConfirming(false)}
          onLeave={() => {
            setConfirming(false);
            onClose();
          }}
        />
      ) : null}
    </>
  );
}
