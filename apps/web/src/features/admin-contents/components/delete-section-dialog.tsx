import { toast } from '../../../lib/toast';
import { CONTENT_MESSAGES, sectionLabel, type ContentSection } from '@shop/shared';
import { clientErrorMessage } from '../../../lib/api-client';
import { useDeleteSection } from '../api/section-writes';
import { storefrontUse } from '../utils/storefront-use';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';

interface DeleteSectionDialogProps {
  section: ContentSection | null;
  onClose: () => void;
}

/**
 * 'Eliminar sección'. A section the storefront reads by name may go too: the storefront then hides
 * that part until a section of the same name exists again, and the dialog says so.
 */
export function DeleteSectionDialog({ section, onClose }: DeleteSectionDialogProps) {
  const remove = useDeleteSection();
  const use = section ? storefrontUse(section.name) : null;
  return (
    <ConfirmDeleteDialog
      open={section !== null}
      title="Eliminar sección"
      question={
        <>
          ¿Eliminar la sección <strong>{section ? sectionLabel(section.name) : null}</strong>?
        </>
      }
      warning={
        use
          ? `La tienda la usa (${use}): sin ella, esa parte deja de mostrarse hasta que cree otra sección llamada «${section?.name}».`
          : undefined
      }
      isPending={remove.isPending}
      onClose={onClose}
      onConfirm={() =>
        section &&
        remove.mutate(section.id, {
          onSuccess: () => {
            toast.success(CONTENT_MESSAGES.deleted);
            onClose();
          },
          onError: (error) => toast.error(clientErrorMessage(error, CONTENT_MESSAGES.deleteFailed)),
        })
      }
    />
  );
}
