import { toast } from '../../../lib/toast';
import { ROLE_MESSAGES, type Role } from '@shop/shared';
import { Button } from '../../../components/ui/button/button';
import { Modal } from '../../../components/ui/modal/modal';
import { Notice } from '../../../components/ui/notice/notice';
import { DialogButtons } from '../../../components/ui/modal/dialog-buttons';
import { clientErrorMessage, isApiError } from '../../../lib/api-client';
import { useDeleteRole } from '../api/delete-role';
import styles from './delete-role-dialog.module.css';

interface DeleteRoleDialogProps {
  role: Role | null;
  onClose: () => void;
}

/** 'Eliminar rol': says what is lost and, for a role people hold, why it cannot go yet. */
export function DeleteRoleDialog({ role, onClose }: DeleteRoleDialogProps) {
  const remove = useDeleteRole();
  const close = () => {
    if (!remove.isPending) onClose();
  };

  const confirm = (target: Role) =>
    remove.mutate(target.id, {
      onSuccess: () => {
        toast.success(ROLE_MESSAGES.deleted);
        onClose();
      },
      onError: (error) => {
        toast.error(clientErrorMessage(error, ROLE_MESSAGES.deleteFailed));
        // Held, the customers' role or the last one administering roles: nothing left to confirm.
        if (isApiError(error) && error.status === 409) onClose();
      },
    });

  return (
    <Modal open={role !== null} onClose={close} title="Eliminar rol" size="sm">
      {role ? (
        <div className={styles.body}>
          <p>
            ¿Eliminar el rol <strong>{role.name}</strong>? Esta acción no se puede deshacer.
          </p>
          {role.accounts > 0 ? (
            <Notice tone="danger">
              <p>{ROLE_MESSAGES.heldByAccounts(role.accounts)}</p>
            </Notice>
          ) : null}
          <DialogButtons className={styles.buttons}>
            <Button variant="secondary" onClick={close} disabled={remove.isPending}>
              Cancelar
            </Button>
            <Button
              className={styles.danger}
              isLoading={remove.isPending}
              disabled={role.accounts > 0}
              onClick={() => confirm(role)}
            >
              Eliminar
            </Button>
          </DialogButtons>
        </div>
      ) : null}
    </Modal>
  );
}
