import { toast } from 'react-toastify/unstyled';
import { ROLE_MESSAGES, type Role, type RoleCreate } from '@shop/shared';
import { Modal } from '../../../components/ui/modal/modal';
import { clientErrorMessage } from '../../../lib/api-client';
import { useCreateRole } from '../api/create-role';
import { useUpdateRole } from '../api/update-role';
import { emptyRoleForm, roleChanges, roleFormValues } from '../utils/role-changes';
import { RoleForm } from './role-form';

/** What the dialog is open for: a new role, or the edit of one. */
export type RoleDialogTarget = { mode: 'create' } | { mode: 'edit'; role: Role };

interface RoleDialogProps {
  target: RoleDialogTarget | null;
  onClose: () => void;
}

/** 'Crear rol' or 'Editar rol': the form in a dialog, with the spec's toasts. */
export function RoleDialog({ target, onClose }: RoleDialogProps) {
  const create = useCreateRole();
  const update = useUpdateRole();
  const isSending = create.isPending || update.isPending;
  const close = () => {
    if (!isSending) onClose();
  };

  const save = async (values: RoleCreate) => {
    if (target?.mode === 'edit') {
      const changes = roleChanges(target.role, values);
      if (Object.keys(changes).length === 0) {
        toast.info(ROLE_MESSAGES.unchanged);
        return;
      }
      await update
        .mutateAsync({ id: target.role.id, changes })
        .catch((error: unknown) => fail(error, ROLE_MESSAGES.updateFailed));
      toast.success(ROLE_MESSAGES.updated);
    } else {
      await create
        .mutateAsync(values)
        .catch((error: unknown) => fail(error, ROLE_MESSAGES.createFailed));
      toast.success(ROLE_MESSAGES.created);
    }
    onClose();
  };

  return (
    <Modal
      open={target !== null}
      onClose={close}
      title={target?.mode === 'edit' ? 'Editar rol' : 'Crear rol'}
      closeOnBackdrop={false}
    >
      {target ? (
        <RoleForm
          key={target.mode === 'edit' ? target.role.id : 'new'}
          defaultValues={target.mode === 'edit' ? roleFormValues(target.role) : emptyRoleForm()}
          submitLabel={target.mode === 'edit' ? 'Guardar cambios' : 'Crear rol'}
          isSending={isSending}
          onSave={save}
          onCancel={close}
        />
      ) : null}
    </Modal>
  );
}

/** The server's reason when it gave one (a taken name, a lockout), else the spec's text. */
function fail(error: unknown, fallback: string): never {
  toast.error(clientErrorMessage(error, fallback));
  throw error;
}
