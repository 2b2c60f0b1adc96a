import {
  CONTENT_MESSAGES,
  type InfoPageAdmin,
  type InfoPageCreate,
  type InfoPageUpdate,
} from '@shop/shared';
import { FormDialog } from '../../../components/ui/form-dialog/form-dialog';
import { submitChanges, submitForm } from '../../../components/ui/form-dialog/submit-form';
import { clientErrorMessage } from '../../../lib/api-client';
import { useCreateInfoPage, useUpdateInfoPage } from '../api/info-pages';
import { InfoPageForm } from './info-page-form';

/** What the dialog is open for: a new page, or the edit of one. */
export type InfoPageTarget = { mode: 'create' } | { mode: 'edit'; page: InfoPageAdmin };

interface InfoPageDialogProps {
  target: InfoPageTarget | null;
  onClose: () => void;
}

const changesOf = (page: InfoPageAdmin, values: InfoPageCreate): InfoPageUpdate => ({
  ...(values.title !== page.title ? { title: values.title } : {}),
  ...(values.body !== page.body ? { body: values.body } : {}),
});

const failed = (error: unknown) => clientErrorMessage(error, CONTENT_MESSAGES.pageUpdateFailed);

/** 'Crear página' or 'Editar página': only what changed is sent; nothing changed says so. */
export function InfoPageDialog({ target, onClose }: InfoPageDialogProps) {
  const create = useCreateInfoPage();
  const update = useUpdateInfoPage();
  const isSending = create.isPending || update.isPending;
  const editing = target?.mode === 'edit' ? target.page : null;

  const save = (values: InfoPageCreate) =>
    editing
      ? submitChanges(changesOf(editing, values), CONTENT_MESSAGES.unchanged, (changes) => ({
          send: () => update.mutateAsync({ slug: editing.slug, changes }),
          failed,
          succeeded: CONTENT_MESSAGES.pageUpdated,
          onDone: onClose,
        }))
      : submitForm({
          send: () => create.mutateAsync(values),
          failed,
          succeeded: CONTENT_MESSAGES.pageCreated,
          onDone: onClose,
        });

  return (
    <FormDialog
      target={target}
      onClose={onClose}
      isSending={isSending}
      title={editing ? `Editar página: ${editing.title}` : 'Crear página'}
      size="xl"
      closeOnBackdrop={false}
    >
      {(_open, close) => (
        <InfoPageForm
          key={editing?.slug ?? 'new'}
          defaultValues={
            editing
              ? { slug: editing.slug, title: editing.title, body: editing.body }
              : { slug: '', title: '', body: '' }
          }
          slugLocked={editing !== null}
          submitLabel={editing ? 'Guardar cambios' : 'Crear página'}
          isSending={isSending}
          onSave={save}
          onCancel={close}
        />
      )}
    </FormDialog>
  );
}
