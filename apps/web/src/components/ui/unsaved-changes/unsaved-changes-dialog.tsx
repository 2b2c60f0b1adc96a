import { Button } from '../button/button';
import { DialogButtons } from '../modal/dialog-buttons';
import { Modal } from '../modal/modal';
import styles from './unsaved-changes-dialog.module.css';

interface UnsavedChangesDialogProps {
  /** What would drop the changes: leaving the page (UnsavedChangesGuard) or closing a dialog. */
  action?: 'leave' | 'close';
  onStay: () => void;
  onLeave: () => void;
}

const WORDING = {
  leave: { question: '¿Desea salir sin guardarlos?', button: 'Salir sin guardar' },
  close: { question: '¿Desea cerrar sin guardarlos?', button: 'Cerrar sin guardar' },
};

/** The question asked before unsaved changes are dropped. */
export function UnsavedChangesDialog({
  action = 'leave',
  onStay,
  onLeave,
}: UnsavedChangesDialogProps) {
  const wording = WORDING[action];
  return (
    <Modal open onClose={onStay} title="Cambios sin guardar" size="sm">
      <div className={styles.body}>
        <p>Tiene cambios sin guardar. {wording.question}</p>
        <DialogButtons>
          <Button variant="secondary" onClick={onStay}>
            Seguir editando
          </Button>
          <Button onClick={onLeave}>{wording.button}</Button>
        </DialogButtons>
      </div>
    </Modal>
  );
}
