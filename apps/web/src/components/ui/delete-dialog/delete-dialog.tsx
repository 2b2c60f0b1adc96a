import { useState, type ReactNode } from 'react';
import { toast } from '../../../lib/toast';
import { clientErrorMessage, isApiError } from '../../../lib/api-client';
import { Button } from '../button/button';
import { DialogButtons } from '../modal/dialog-buttons';
import { Modal } from '../modal/modal';
import { Notice } from '../notice/notice';
import styles from './delete-dialog.module.css';

interface DeleteDialogProps<T> {
  /** What to delete; null keeps the dialog closed. */
  target: T | null;
  title: string;
  question: (target: T) => ReactNode;
  /** Why it cannot be deleted yet, known before asking (products use it); disables 'Eliminar'. */
  blocker?: (target: T) => string | null;
  isPending: boolean;
  remove: (target: T) => Promise<unknown>;
  deleted: string;
  failed: string;
  onClose: () => void;
  /** The confirming button's word, when what goes is not deleted ('Retirar' a member). */
  confirmLabel?: string;
}

/**
 * Delete dialogs of the dashboard (docs/architecture.md, "Contract: states and transitions"): open
 * on request, close on cancel, remove on confirm. A refusal of the server (409: something still
 * uses it) stays in the dialog, so the admin reads why and how many before closing it.
 */
export function DeleteDialog<T>(props: DeleteDialogProps<T>) {
  const { target, title, isPending, onClose } = props;
  const close = () => {
    if (!isPending) onClose();
  };
  return (
    <Modal open={target !== null} onClose={close} title={title} size="sm">
      {target !== null ? <DeleteDialogBody {...props} target={target} close={close} /> : null}
    </Modal>
  );
}

function DeleteDialogBody<T>({
  target,
  question,
  blocker,
  isPending,
  remove,
  deleted,
  failed,
  onClose,
  confirmLabel = 'Eliminar',
  close,
}: DeleteDialogProps<T> & { target: T; close: () => void }) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const reason = refusal ?? blocker?.(target) ?? null;

  const confirm = async () => {
    try {
      await remove(target);
      toast.success(deleted);
      onClose();
    } catch (error) {
      // Refused: the toast says it failed, the dialog says why (and stays open to be read).
      const refused = isApiError(error) && error.status === 409;
      toast.error(refused ? failed : clientErrorMessage(error, failed));
      if (refused) setRefusal(error.message);
    }
  };

  return (
    <div className={styles.body}>
      <p>{question(target)} Esta acción no se puede deshacer.</p>
      {reason ? (
        <Notice tone="danger">
          <p>{reason}</p>
        </Notice>
      ) : null}
      <DialogButtons className={styles.buttons}>
        <Button variant="secondary" onClick={close} disabled={isPending}>
          Cancelar
        </Button>
        <Button
          className={styles.destructive}
          isLoading={isPending}
          disabled={reason !== null}
          onClick={() => void confirm()}
        >
          {confirmLabel}
        </Button>
      </DialogButtons>
    </div>
  );
}
