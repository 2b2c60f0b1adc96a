import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button/button';
import { DialogButtons } from '../../../components/ui/modal/dialog-buttons';
import { Modal } from '../../../components/ui/modal/modal';
import { Notice } from '../../../components/ui/notice/notice';
import styles from './delete-dialog.module.css';

interface ConfirmDeleteDialogProps {
  open: boolean;
  title: string;
  /** What goes: '¿Eliminar la sección Home?'. */
  question: ReactNode;
  /** What the storefront loses, when it loses something. */
  warning?: ReactNode;
  isPending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** The confirmation of a deletion: opens on request, closes on cancel, removes on confirm. */
export function ConfirmDeleteDialog({
  open,
  title,
  question,
  warning,
  isPending,
  onConfirm,
  onClose,
}: ConfirmDeleteDialogProps) {
  const close = () => {
    if (!isPending) onClose();
  };
  return (
    <Modal open={open} onClose={close} title={title} size="sm">
      <div className={styles.body}>
        <p>{question} Esta acción no se puede deshacer.</p>
        {warning ? (
          <Notice tone="danger">
            <p>{warning}</p>
          </Notice>
        ) : null}
        <DialogButtons className={styles.buttons}>
          <Button variant="secondary" onClick={close} disabled={isPending}>
            Cancelar
          </Button>
          <Button className={styles.danger} isLoading={isPending} onClick={onConfirm}>
            Eliminar
          </Button>
        </DialogButtons>
      </div>
    </Modal>
  );
}
