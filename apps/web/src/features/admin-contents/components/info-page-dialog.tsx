import { toast } from 'react-toastify/unstyled';
import {
  CONTENT_MESSAGES,
  type InfoPageAdmin,
  type InfoPageCreate,
  type InfoPageUpdate,
} from '@shop/shared';
import { Modal } from '../../../components/ui/modal/modal';
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

/** 'Crear página' or 'Editar página': only what changed is sent; nothing changed says so. */
export function InfoPageDialog({ target, onClose }: InfoPageDialogProps) {
  const create = useCreateInfoPage();
  const update = useUpdateInfoPage();
  const isSending = create.isPending || update.isPending;
  const close = () => {
    if (!isSending) onClose();
  };

  const save = async (values: InfoPageCreate) => {
    if (target?.mode === 'edit') {
      const changes = changesOf(target.page, values);
      if (Object.keys(changes).length === 0) {
        toast.info(CONTENT_MESSAGES.unchanged);
        return;
      }
      await update
        .mutateAsync({ slug: target.page.slug, changes })
        .catch((error: unknown) => fail(error, CONTENT_MESSAGES.pageUpdateFailed));
      toast.success(CONTENT_MESSAGES.pageUpdated);
    } else {
      await create
        .mutateAsync(values)
        .catch((error: unknown) => fail(error, CONTENT_MESSAGES.pageUpdateFailed));
      toast.success(CONTENT_MESSAGES.pageCreated);
    }
    onClose();
  };

  const editing = target?.mode === 'edit' ? target.page : null;
  return (
    <Modal
      open={target !== null}
      onClose={close}
      title={editing ? `Editar página: ${editing.title}` : 'Crear página'}
      size="xl"
      closeOnBackdrop={false}
    >
      {target ? (
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
      ) : null}
    </Modal>
  );
}

function fail(error: unknown, fallback: string): never {
  toast.error(clientErrorMessage(error, fallback));
  throw error;
}
