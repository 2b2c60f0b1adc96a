import { Button } from '../button/button';
import { DialogButtons } from '../modal/dialog-buttons';
import { Modal } from '../modal/modal';
import styles from './unsaved-changes-dialog.module.css';

interface UnsavedChangesDialogProps {
  onStay: () => void;
  onLeave: () => void;
}

/** The question UnsavedChangesGuard asks when a navigation would drop unsaved changes. */
export function UnsavedChangesDialog({ onStay, onLeave }: UnsavedChangesDialogProps) {
  return (
    <Modal open onClose={onStay} title="Cambios sin guardar" size="sm">
      <div className={styles.body}>
        <p>Tiene cambios sin guardar. ¿Desea salir sin guardarlos?</p>
        <DialogButtons>
          <Button variant="secondary" onClick={onStay}>
            Seguir editando
          </Button>
          <Button onClick={onLeave}>Salir sin guardar</Button>
        </DialogButtons>
      </div>
    </Modal>
  );
}
