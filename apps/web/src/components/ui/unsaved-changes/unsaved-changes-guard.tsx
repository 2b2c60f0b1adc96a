import { useBlocker } from 'react-router';
import { Button } from '../button/button';
import { DialogButtons } from '../modal/dialog-buttons';
import { Modal } from '../modal/modal';
import { hasDirtyForms } from './dirty-forms';
import styles from './unsaved-changes-guard.module.css';

/**
 * Asks before a navigation leaves a page whose forms have unsaved changes (useUnsavedChanges).
 * A change of the query alone (a filter, a page of the table) keeps the form, so it goes through.
 */
export function UnsavedChangesGuard() {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      hasDirtyForms() && currentLocation.pathname !== nextLocation.pathname,
  );
  const stay = () => blocker.reset?.();
  return (
    <Modal open={blocker.state === 'blocked'} onClose={stay} title="Cambios sin guardar" size="sm">
      <div className={styles.body}>
        <p>Tiene cambios sin guardar. ¿Desea salir sin guardarlos?</p>
        <DialogButtons>
          <Button variant="secondary" onClick={stay}>
            Seguir editando
          </Button>
          <Button onClick={() => blocker.proceed?.()}>Salir sin guardar</Button>
        </DialogButtons>
      </div>
    </Modal>
  );
}
