import { ROLE_MESSAGES, type Role, type RoleCreate } from '@shop/shared';
import { FormDialog } from '../../../components/ui/form-dialog/form-dialog';
import { submitChanges, submitForm } from '../../../components/ui/form-dialog/submit-form';
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

  // The server's reason when it gave one (a taken name, a lockout), else the spec's text.
  const save = (values: RoleCreate) =>
    target?.mode === 'edit'
      ? submitChanges(roleChanges(target.role, values), ROLE_MESSAGES.unchanged, (changes) => ({
          send: () => update.mutateAsync({ id: target.role.id, changes }),
          failed: (error) => clientErrorMessage(error, ROLE_MESSAGES.updateFailed),
          succeeded: ROLE_MESSAGES.updated,
          onDone: onClose,
        }))
      : submitForm({
          send: () => create.mutateAsync(values),
          failed: (error) => clientErrorMessage(error, ROLE_MESSAGES.createFailed),
          succeeded: ROLE_MESSAGES.created,
          onDone: onClose,
        });

  return (
    <FormDialog
      target={target}
      onClose={onClose}
      isSending={isSending}
      title={target?.mode === 'edit' ? 'Editar rol' : 'Crear rol'}
      closeOnBackdrop={false}
    >
      {(open, close) => (
        <RoleForm
          key={open.mode === 'edit' ? open.role.id : 'new'}
          defaultValues={open.mode === 'edit' ? roleFormValues(open.role) : emptyRoleForm()}
          submitLabel={open.mode === 'edit' ? 'Guardar cambios' : 'Crear rol'}
          isSending={isSending}
          onSave={save}
          onCancel={close}
        />
      )}
    </FormDialog>
  );
}
