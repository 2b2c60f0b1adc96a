import type { CompanyMember } from '@shop/shared';
import { DeleteDialog } from '../../../components/ui/delete-dialog/delete-dialog';
import type { Viewer } from '../../../lib/query-keys';
import { useRemoveMember } from '../api/remove-member';
import { COMPANY_PAGE_MESSAGES } from '../utils/messages';

interface RemoveMemberDialogProps {
  member: CompanyMember | null;
  viewer: Viewer;
  onClose: () => void;
}

/** 'Retirar integrante': asked first, since the person's sessions end at once. */
export function RemoveMemberDialog({ member, viewer, onClose }: RemoveMemberDialogProps) {
  const remove = useRemoveMember(viewer);
  return (
    <DeleteDialog
      target={member}
      title="Retirar integrante"
      question={(m) => (
        <>
          ¿Retirar a <strong>{m.fullName}</strong> ({m.email}) de la empresa? Dejará de ver sus
          cotizaciones y órdenes y su sesión se cerrará de inmediato.
        </>
      )}
      isPending={remove.isPending}
      remove={(m) => remove.mutateAsync(m.userId)}
      deleted={COMPANY_PAGE_MESSAGES.memberRemoved}
      failed={COMPANY_PAGE_MESSAGES.removeFailed}
      confirmLabel="Retirar"
      onClose={onClose}
    />
  );
}
